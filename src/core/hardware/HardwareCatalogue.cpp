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
            const QString key = NameMatcher::key(k);
            if (key.isEmpty() || index.contains(key))
                return fail(error, QStringLiteral("duplicate or empty device name: %1").arg(k));
            index.insert(key, int(devices.size()));
        }
        devices.append(d);
    }
    // Short names last, and only those that name one device: "RTX 4090" is the GeForce's, but a
    // short name equal to another device's name or alias, or shared by two devices, finds neither.
    QHash<QString, int> shortNames;
    for (int i = 0; i < devices.size(); ++i) {
        const QString key = NameMatcher::key(devices.at(i).shortName());
        if (!index.contains(key))
            shortNames.insert(key, shortNames.contains(key) ? -1 : i);
    }
    for (auto it = shortNames.cbegin(); it != shortNames.cend(); ++it) {
        if (it.value() >= 0)
            index.insert(it.key(), it.value());
    }
    m_devices = devices;
    m_index = index;
    return true;
}

const HardwareDevice *HardwareCatalogue::find(const QString &nameOrAlias) const
{
    const auto it = m_index.constFind(NameMatcher::key(nameOrAlias));
    return it == m_index.constEnd() ? nullptr : &m_devices[*it];
}

HardwareCatalogue::Lookup HardwareCatalogue::lookup(const QString &typed, const QVector<HardwareDevice> &extra) const
{
    Lookup out;
    const QString typedKey = NameMatcher::key(typed);
    if (typedKey.isEmpty())
        return out;
    out.exact = true;
    if (const HardwareDevice *d = find(typed)) {
        out.devices.append(*d);
        return out;
    }
    for (const HardwareDevice &d : extra) {
        if (NameMatcher::key(d.name) == typedKey) {
            out.devices.append(d);
            return out;
        }
    }
    // Part of a name: the same names the window's device list searches (candidates()).
    out.exact = false;
    QVector<HardwareDevice> all = m_devices;
    all += extra;
    for (const HardwareDevice &d : std::as_const(all)) {
        const QStringList names = d.aliases + QStringList{d.name, d.shortName()};
        if (std::any_of(names.cbegin(), names.cend(), [&](const QString &n) { return NameMatcher::containsWords(n, typed); }))
            out.devices.append(d);
    }
    return out;
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

QVector<NameMatcher::Candidate> HardwareCatalogue::candidates(const Keep &keep) const
{
    QVector<NameMatcher::Candidate> out;
    out.reserve(m_devices.size());
    for (const HardwareDevice &d : m_devices) {
        if (!keep || keep(d))
            out.append({d.name, d.aliases + QStringList{d.shortName()}});
    }
    return out;
}

QStringList HardwareCatalogue::closestNames(const QString &name, int count, const Keep &keep) const
{
    return NameMatcher::closest(candidates(keep), name, count);
}
