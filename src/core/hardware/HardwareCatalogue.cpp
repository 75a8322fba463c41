#include "HardwareCatalogue.h"

#include "DeviceFamily.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLoggingCategory>

#include <algorithm>
#include <utility>

namespace {

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

// Levenshtein distance on normalised names; the lists are a few hundred short strings, so the
// simple two-row version is plenty.
int editDistance(const QString &a, const QString &b)
{
    QVector<int> previous(b.size() + 1), current(b.size() + 1);
    for (int j = 0; j <= b.size(); ++j)
        previous[j] = j;
    for (int i = 1; i <= a.size(); ++i) {
        current[0] = i;
        for (int j = 1; j <= b.size(); ++j) {
            const int substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
            current[j] = std::min({previous[j] + 1, current[j - 1] + 1, substitution});
        }
        std::swap(previous, current);
    }
    return previous[b.size()];
}

int vendorRank(const QString &vendor)
{
    static const QStringList order = {QStringLiteral("NVIDIA"), QStringLiteral("AMD"), QStringLiteral("Intel"),
                                      QStringLiteral("Apple"), QStringLiteral("Google")};
    const int i = int(order.indexOf(vendor));
    return i < 0 ? int(order.size()) : i;
}

} // namespace

const HardwareCatalogue &HardwareCatalogue::shipped()
{
    static const HardwareCatalogue catalogue = [] {
        HardwareCatalogue c;
        QString error;
        if (!c.loadFromFile(QStringLiteral(":/data/hardware.json"), &error))
            qWarning("Hardware catalogue: %s", qPrintable(error));
        return c;
    }();
    return catalogue;
}

bool HardwareCatalogue::loadFromFile(const QString &path, QString *error)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return fail(error, QStringLiteral("cannot open %1: %2").arg(path, file.errorString()));
    return loadFromJson(file.readAll(), error);
}

bool HardwareCatalogue::loadFromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return fail(error, parseError.errorString());
    const QJsonObject root = doc.object();
    if (root.value(QLatin1String("format")).toString() != QLatin1String("model-atlas-hardware"))
        return fail(error, QStringLiteral("not a model-atlas-hardware file"));
    if (root.value(QLatin1String("version")).toInt() != 1)
        return fail(error, QStringLiteral("unsupported hardware file version"));

    QVector<HardwareDevice> devices;
    QHash<QString, int> index;
    const QJsonArray array = root.value(QLatin1String("devices")).toArray();
    for (const QJsonValue &value : array) {
        const QJsonObject o = value.toObject();
        HardwareDevice d;
        d.name = o.value(QLatin1String("name")).toString().trimmed();
        d.vendor = o.value(QLatin1String("vendor")).toString().trimmed();
        d.memoryGb = o.value(QLatin1String("memory_gb")).toDouble();
        d.bandwidthGbs = o.value(QLatin1String("bandwidth_gbs")).toDouble();
        if (o.value(QLatin1String("fp16_tflops")).isDouble())
            d.fp16Tflops = o.value(QLatin1String("fp16_tflops")).toDouble();
        if (o.value(QLatin1String("int8_tops")).isDouble())
            d.int8Tops = o.value(QLatin1String("int8_tops")).toDouble();
        d.family = o.value(QLatin1String("family")).toString();
        if (!d.family.isEmpty() && !DeviceFamily::isKnown(d.family))
            return fail(error, QStringLiteral("unknown family \"%1\" for %2").arg(d.family, d.name));
        d.year = o.value(QLatin1String("year")).toInt();
        const auto kind = HardwareDevice::kindFromKey(o.value(QLatin1String("kind")).toString());
        const QJsonArray aliases = o.value(QLatin1String("aliases")).toArray();
        for (const QJsonValue &a : aliases)
            d.aliases.append(a.toString().trimmed());
        // A device the estimator cannot use is a data error, not something to skip quietly.
        if (d.name.isEmpty() || d.vendor.isEmpty() || !(d.memoryGb > 0) || !(d.bandwidthGbs > 0) || !kind)
            return fail(error, QStringLiteral("incomplete device entry %1").arg(devices.size() + 1));
        d.kind = *kind;
        QStringList keys = d.aliases;
        keys.prepend(d.name);
        for (const QString &k : std::as_const(keys)) {
            const QString key = normalizedName(k);
            if (key.isEmpty() || index.contains(key))
                return fail(error, QStringLiteral("duplicate or empty device name: %1").arg(k));
            index.insert(key, int(devices.size()));
        }
        devices.append(d);
    }
    m_devices = devices;
    m_index = index;
    return true;
}

const HardwareDevice *HardwareCatalogue::find(const QString &nameOrAlias) const
{
    const auto it = m_index.constFind(normalizedName(nameOrAlias));
    return it == m_index.constEnd() ? nullptr : &m_devices[*it];
}

QVector<HardwareCatalogue::VendorGroup> HardwareCatalogue::groupedByVendor() const
{
    QVector<VendorGroup> groups;
    for (const HardwareDevice &d : m_devices) {
        auto it = std::find_if(groups.begin(), groups.end(), [&](const VendorGroup &g) { return g.first == d.vendor; });
        if (it == groups.end()) {
            groups.append(VendorGroup(d.vendor, {}));
            it = groups.end() - 1;
        }
        it->second.append(&d);
    }
    std::stable_sort(groups.begin(), groups.end(), [](const VendorGroup &a, const VendorGroup &b) {
        const int ra = vendorRank(a.first), rb = vendorRank(b.first);
        return ra != rb ? ra < rb : a.first.localeAwareCompare(b.first) < 0;
    });
    return groups;
}

QStringList HardwareCatalogue::vendors() const
{
    QStringList names;
    const auto groups = groupedByVendor();
    for (const VendorGroup &g : groups)
        names.append(g.first);
    return names;
}

QStringList HardwareCatalogue::closestNames(const QString &name, int count) const
{
    // Only the start of what was typed or detected counts: a probe that prints half a million
    // characters must not cost minutes of edit distances. Device names are far shorter.
    const QString key = normalizedName(name.left(400)).left(100);
    QVector<QPair<int, int>> scored; // distance, device index
    for (int i = 0; i < m_devices.size(); ++i) {
        int best = editDistance(key, normalizedName(m_devices[i].name));
        for (const QString &alias : m_devices[i].aliases)
            best = std::min(best, editDistance(key, normalizedName(alias)));
        // A typed fragment ("4090") should find the card that contains it.
        if (!key.isEmpty() && normalizedName(m_devices[i].name).contains(key))
            best = std::min(best, int(normalizedName(m_devices[i].name).size() - key.size()) / 4);
        scored.append({best, i});
    }
    std::stable_sort(scored.begin(), scored.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    QStringList names;
    for (int i = 0; i < scored.size() && names.size() < count; ++i)
        names.append(m_devices[scored[i].second].name);
    return names;
}

QString HardwareCatalogue::normalizedName(const QString &name)
{
    QString key;
    key.reserve(name.size());
    for (const QChar c : name) {
        if (c.isLetterOrNumber())
            key.append(c.toLower());
    }
    return key;
}
