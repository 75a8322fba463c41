#include "TrainedOnIndex.h"

#include "HardwareCatalogue.h"
#include "NameMatcher.h"

#include <algorithm>

namespace {

// A device the catalogue knows is keyed by its name; any other spelling by its normalised form.
QString deviceKey(const QString &name)
{
    return QLatin1String("d:") + name;
}

QString spellingKey(const QString &name)
{
    return QLatin1String("n:") + NameMatcher::key(name);
}

} // namespace

TrainedOnIndex::TrainedOnIndex(const QVector<HardwareRecord> &models)
{
    const HardwareCatalogue &catalogue = HardwareCatalogue::shipped();
    QHash<QString, QString> keyOfSpelling;   // a few hundred distinct spellings across the catalogue
    m_chips.resize(models.size());
    for (int i = 0; i < models.size(); ++i) {
        const HardwareRecord &m = models.at(i);
        m_chips[i] = m.hardwareQuantity.value_or(0);
        for (const QString &chip : m.trainingHardware) {
            auto key = keyOfSpelling.constFind(chip);
            if (key == keyOfSpelling.cend()) {
                const HardwareDevice *d = catalogue.find(chip);
                key = keyOfSpelling.insert(chip, d ? deviceKey(d->name) : spellingKey(chip));
            }
            QVector<int> &list = m_byKey[*key];
            if (list.isEmpty() || list.constLast() != i)   // two spellings of one chip: listed once
                list.append(i);
        }
    }
}

QVector<int> TrainedOnIndex::modelsTrainedOn(const HardwareDevice &device) const
{
    const QVector<int> known = m_byKey.value(deviceKey(device.name));
    const QVector<int> spelled = m_byKey.value(spellingKey(device.name));
    QVector<int> hits;
    hits.reserve(known.size() + spelled.size());
    std::set_union(known.cbegin(), known.cend(), spelled.cbegin(), spelled.cend(), std::back_inserter(hits));
    std::stable_sort(hits.begin(), hits.end(), [this](int a, int b) { return m_chips.at(a) > m_chips.at(b); });
    return hits;
}
