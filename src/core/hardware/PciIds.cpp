#include "PciIds.h"

#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>

QString PciIds::systemPath()
{
    for (const QString &path : {QStringLiteral("/usr/share/misc/pci.ids"), QStringLiteral("/usr/share/hwdata/pci.ids")}) {
        if (QFileInfo(path).isFile())
            return path;
    }
    return {};
}

QString PciIds::deviceName(const QString &path, quint16 vendor, quint16 device)
{
    QFile file(path);
    if (path.isEmpty() || !file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QByteArray vendorId = QByteArray::number(vendor, 16).rightJustified(4, '0');
    const QByteArray deviceId = QByteArray::number(device, 16).rightJustified(4, '0');
    bool inVendor = false;
    while (!file.atEnd()) {
        const QByteArray line = file.readLine(1024); // no line of the file is near that long
        if (line.startsWith('#') || line.trimmed().isEmpty())
            continue;
        if (!line.startsWith('\t')) {
            if (inVendor)
                return {}; // the next vendor: ours does not list the device
            inVendor = line.startsWith(vendorId + "  ");
        } else if (inVendor && line.size() > 7 && line.at(1) != '\t' && line.mid(1, 4).toLower() == deviceId) {
            return QString::fromUtf8(line.mid(5)).trimmed();
        }
    }
    return {};
}

QStringList PciIds::productNames(quint16 vendor, const QString &pciName)
{
    const int open = pciName.lastIndexOf(QLatin1Char('['));
    const int close = pciName.lastIndexOf(QLatin1Char(']'));
    if (open < 0 || close < open)
        return {};
    const QString brand = vendor == intel ? QStringLiteral("Intel") : vendor == amd ? QStringLiteral("AMD") : QStringLiteral("NVIDIA");
    const QStringList parts = pciName.mid(open + 1, close - open - 1).split(QLatin1Char('/'), Qt::SkipEmptyParts);
    // Later products name only what differs: "6800 XT" after "Radeon RX 6800" takes its words before the
    // number ("Radeon RX"), "Pro 5500M" after "Radeon RX 5500" its first word ("Radeon").
    static const QRegularExpression number(QStringLiteral("\\b[A-Z]?\\d"));
    QString series;
    QString family;
    QStringList names;
    for (const QString &raw : parts) {
        QString part = raw.simplified();
        if (part.isEmpty())
            continue;
        if (names.isEmpty()) {
            const auto m = number.match(part);
            series = m.hasMatch() ? part.left(m.capturedStart()) : QString();
            family = part.section(QLatin1Char(' '), 0, 0);
        } else if (part.at(0).isDigit()) {
            part = series + part;
        } else if (!part.startsWith(family)) {
            part = family + QLatin1Char(' ') + part;
        }
        names.append(part.startsWith(brand) ? part : brand + QLatin1Char(' ') + part);
    }
    return names;
}
