#include "SpeedCalibration.h"

#include "DeviceFamily.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <algorithm>
#include <cmath>
#include <functional>

namespace {

const QString formatName = QStringLiteral("model-atlas-speed-calibration");

bool fail(QString *error, const QString &message)
{
    if (error)
        *error = message;
    return false;
}

bool readLevel(const QJsonObject &o, SpeedCalibration::Level *level)
{
    level->efficiency = o.value(QLatin1String("efficiency")).toDouble();
    level->msPerLayer = o.value(QLatin1String("ms_per_layer")).toDouble(-1);
    level->promptFp16 = o.value(QLatin1String("prompt_fp16")).toDouble();
    level->promptInt8 = o.value(QLatin1String("prompt_int8")).toDouble();
    level->promptPerByte = o.value(QLatin1String("prompt_per_byte")).toDouble();
    level->rows = o.value(QLatin1String("rows")).toInt();
    level->promptRows = o.value(QLatin1String("prompt_rows")).toInt();
    return level->efficiency > 0 && level->efficiency <= 1 && level->msPerLayer >= 0 && level->promptFp16 >= 0
        && level->promptInt8 >= 0 && level->promptPerByte >= 0;
}

// Figures in the file are rounded to what a reader checks by hand; the same rounding is what
// SpeedFit writes, so a fresh fit compares equal to the shipped file.
double round3(double v)
{
    return std::round(v * 1000.0) / 1000.0;
}

QJsonObject writeLevel(const SpeedCalibration::Level &l)
{
    QJsonObject o{{QStringLiteral("efficiency"), round3(l.efficiency)},
                  {QStringLiteral("ms_per_layer"), round3(l.msPerLayer)},
                  {QStringLiteral("rows"), l.rows}};
    if (l.promptFp16 > 0)
        o.insert(QStringLiteral("prompt_fp16"), round3(l.promptFp16));
    if (l.promptInt8 > 0)
        o.insert(QStringLiteral("prompt_int8"), round3(l.promptInt8));
    if (l.promptPerByte > 0)
        o.insert(QStringLiteral("prompt_per_byte"), round3(l.promptPerByte));
    if (l.promptRows > 0)
        o.insert(QStringLiteral("prompt_rows"), l.promptRows);
    return o;
}

// A string as a JSON literal, quotes and escapes included.
QString jsonString(const QString &text)
{
    return QString::fromUtf8(QJsonDocument(QJsonArray{text}).toJson(QJsonDocument::Compact)).mid(1).chopped(1);
}

bool sameLevel(const SpeedCalibration::Level &a, const SpeedCalibration::Level &b)
{
    return round3(a.efficiency) == round3(b.efficiency) && round3(a.msPerLayer) == round3(b.msPerLayer)
        && round3(a.promptFp16) == round3(b.promptFp16) && round3(a.promptInt8) == round3(b.promptInt8)
        && round3(a.promptPerByte) == round3(b.promptPerByte) && a.rows == b.rows && a.promptRows == b.promptRows;
}

} // namespace

const SpeedCalibration &SpeedCalibration::shipped()
{
    static const SpeedCalibration calibration = [] {
        SpeedCalibration c;
        QFile file(QStringLiteral(":/data/speed-calibration.json"));
        QString error;
        if (!file.open(QIODevice::ReadOnly))
            error = file.errorString();
        else
            c.loadFromJson(file.readAll(), &error);
        if (!error.isEmpty())
            qWarning("Speed calibration: %s", qPrintable(error));
        return c;
    }();
    return calibration;
}

bool SpeedCalibration::loadFromJson(const QByteArray &json, QString *error)
{
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (doc.isNull())
        return fail(error, parseError.errorString());
    const QJsonObject root = doc.object();
    // Version 2 added the mixture-of-experts prompt figure; a version 1 file would estimate every
    // mixture of experts' prompt about three times too fast, so it is refused rather than read.
    if (root.value(QLatin1String("format")).toString() != formatName || root.value(QLatin1String("version")).toInt() != 2)
        return fail(error, QStringLiteral("not a version 2 %1 file").arg(formatName));
    SpeedCalibration c;
    const QJsonObject moe = root.value(QLatin1String("moe_prompt")).toObject();
    c.promptExpertHalfTokens = moe.value(QLatin1String("expert_half_tokens")).toDouble(-1);
    c.promptExpertEfficiency = moe.value(QLatin1String("expert_efficiency")).toDouble(-1);
    c.promptExpertRows = moe.value(QLatin1String("rows")).toInt(-1);
    if (!(c.promptExpertHalfTokens >= 0 && c.promptExpertHalfTokens < 100000)
        || !(c.promptExpertEfficiency > 0 && c.promptExpertEfficiency <= 1) || c.promptExpertRows < 0)
        return fail(error, QStringLiteral("moe_prompt is incomplete"));
    c.era = root.value(QLatin1String("era")).toString();
    c.fittedOn = root.value(QLatin1String("fitted_on")).toString();
    if (!readLevel(root.value(QLatin1String("general")).toObject(), &c.general) || !(c.general.promptFp16 > 0)
        || !(c.general.promptInt8 > 0) || !(c.general.promptPerByte > 0))
        return fail(error, QStringLiteral("the general level is incomplete"));
    const QJsonObject groups = root.value(QLatin1String("groups")).toObject();
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        Level l;
        if (!readLevel(it.value().toObject(), &l))
            return fail(error, QStringLiteral("group %1 is incomplete").arg(it.key()));
        c.groups.insert(it.key(), l);
    }
    const QJsonObject families = root.value(QLatin1String("families")).toObject();
    for (auto it = families.begin(); it != families.end(); ++it) {
        Level l;
        if (!DeviceFamily::isKnown(it.key()) || !readLevel(it.value().toObject(), &l))
            return fail(error, QStringLiteral("family %1 is unknown or incomplete").arg(it.key()));
        c.families.insert(it.key(), l);
    }
    const QJsonObject devices = root.value(QLatin1String("devices")).toObject();
    for (auto it = devices.begin(); it != devices.end(); ++it) {
        const QJsonObject o = it.value().toObject();
        Device d{o.value(QLatin1String("factor")).toDouble(), o.value(QLatin1String("rows")).toInt(),
                 o.value(QLatin1String("prompt_factor")).toDouble(1), o.value(QLatin1String("prompt_rows")).toInt()};
        if (!(d.factor > 0.2 && d.factor < 5) || d.rows < 1 || !(d.promptFactor > 0.2 && d.promptFactor < 5) || d.promptRows < 0)
            return fail(error, QStringLiteral("device %1 is incomplete").arg(it.key()));
        c.devices.insert(it.key(), d);
    }
    *this = c;
    return true;
}

QByteArray SpeedCalibration::toJson() const
{
    // One entry per line under each level, in key order, so that a refit diffs line by line.
    auto section = [](const QStringList &keys, const std::function<QJsonObject(const QString &)> &object) {
        QStringList lines;
        for (const QString &k : keys)
            lines.append(QStringLiteral("  \"%1\":%2").arg(k, QString::fromUtf8(QJsonDocument(object(k)).toJson(QJsonDocument::Compact))));
        return lines.join(QStringLiteral(",\n"));
    };
    QStringList groupKeys = groups.keys(), familyKeys = families.keys(), deviceKeys = devices.keys();
    std::sort(groupKeys.begin(), groupKeys.end());
    std::sort(familyKeys.begin(), familyKeys.end());
    std::sort(deviceKeys.begin(), deviceKeys.end());
    QString out = QStringLiteral("{\"format\":\"%1\",\"version\":2,\n").arg(formatName);
    out += QStringLiteral("\"era\":%1,\n").arg(jsonString(era));
    out += QStringLiteral("\"fitted_on\":%1,\n").arg(jsonString(fittedOn));
    out += QStringLiteral("\"moe_prompt\":%1,\n")
               .arg(QString::fromUtf8(QJsonDocument(QJsonObject{{QStringLiteral("expert_efficiency"), round3(promptExpertEfficiency)},
                                                                {QStringLiteral("expert_half_tokens"), round3(promptExpertHalfTokens)},
                                                                {QStringLiteral("rows"), promptExpertRows}})
                                          .toJson(QJsonDocument::Compact)));
    out += QStringLiteral("\"general\":%1,\n").arg(QString::fromUtf8(QJsonDocument(writeLevel(general)).toJson(QJsonDocument::Compact)));
    out += QStringLiteral("\"groups\":{\n") + section(groupKeys, [this](const QString &k) { return writeLevel(groups.value(k)); })
        + QStringLiteral("\n},\n");
    out += QStringLiteral("\"families\":{\n") + section(familyKeys, [this](const QString &k) { return writeLevel(families.value(k)); })
        + QStringLiteral("\n},\n");
    out += QStringLiteral("\"devices\":{\n") + section(deviceKeys, [this](const QString &k) {
               const Device d = devices.value(k);
               QJsonObject o{{QStringLiteral("factor"), round3(d.factor)}, {QStringLiteral("rows"), d.rows}};
               if (d.promptRows > 0) {
                   o.insert(QStringLiteral("prompt_factor"), round3(d.promptFactor));
                   o.insert(QStringLiteral("prompt_rows"), d.promptRows);
               }
               return o;
           })
        + QStringLiteral("\n}}\n");
    return out.toUtf8();
}

SpeedProfile SpeedCalibration::profile(const HardwareDevice &device) const
{
    SpeedProfile p;
    p.family = DeviceFamily::shared(device.family);
    p.era = era;
    p.promptExpertHalfTokens = promptExpertHalfTokens;
    p.promptExpertEfficiency = promptExpertEfficiency;
    p.promptExpertMeasurements = promptExpertRows;
    // The general level, then whatever the group and the family refine; prompt efficiencies a
    // level did not fit come from the level above.
    auto apply = [&p](const Level &l, SpeedProfile::Basis basis, const QString &key) {
        p.basis = basis;
        p.levelKey = DeviceFamily::shared(key);
        p.efficiency = l.efficiency;
        p.msPerLayer = l.msPerLayer;
        p.measurements = l.rows;
        if (l.promptFp16 > 0)
            p.promptFp16 = l.promptFp16;
        if (l.promptInt8 > 0)
            p.promptInt8 = l.promptInt8;
        if (l.promptPerByte > 0)
            p.promptPerByte = l.promptPerByte;
    };
    apply(general, SpeedProfile::Basis::General, QString());
    const QString group = DeviceFamily::group(device.family);
    if (!group.isEmpty() && groups.contains(group))
        apply(groups.value(group), SpeedProfile::Basis::Group, group);
    if (!device.family.isEmpty() && families.contains(device.family))
        apply(families.value(device.family), SpeedProfile::Basis::Family, device.family);
    const auto d = devices.constFind(device.name);
    if (d != devices.constEnd() && p.basis == SpeedProfile::Basis::Family) {
        p.basis = SpeedProfile::Basis::Device;
        p.deviceFactor = d->factor;
        p.measurements = d->rows;
        if (d->promptRows > 0) {
            p.promptFactor = d->promptFactor;
            p.promptMeasurements = d->promptRows;
        }
    }
    return p;
}

bool SpeedCalibration::operator==(const SpeedCalibration &o) const
{
    if (era != o.era || fittedOn != o.fittedOn || !sameLevel(general, o.general) || groups.keys().size() != o.groups.size()
        || round3(promptExpertHalfTokens) != round3(o.promptExpertHalfTokens)
        || round3(promptExpertEfficiency) != round3(o.promptExpertEfficiency) || promptExpertRows != o.promptExpertRows
        || families.size() != o.families.size() || devices.size() != o.devices.size())
        return false;
    for (auto it = groups.begin(); it != groups.end(); ++it) {
        if (!o.groups.contains(it.key()) || !sameLevel(it.value(), o.groups.value(it.key())))
            return false;
    }
    for (auto it = families.begin(); it != families.end(); ++it) {
        if (!o.families.contains(it.key()) || !sameLevel(it.value(), o.families.value(it.key())))
            return false;
    }
    for (auto it = devices.begin(); it != devices.end(); ++it) {
        const auto other = o.devices.constFind(it.key());
        if (other == o.devices.constEnd() || round3(other->factor) != round3(it->factor) || other->rows != it->rows
            || round3(other->promptFactor) != round3(it->promptFactor) || other->promptRows != it->promptRows)
            return false;
    }
    return true;
}
