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

QString PciIds::vendorName(quint16 vendor)
{
    return vendor == intel ? QStringLiteral("Intel") : vendor == amd ? QStringLiteral("AMD") : QStringLiteral("NVIDIA");
}

QString PciIds::marketingName(const QString &pciName)
{
    const int open = pciName.lastIndexOf(QLatin1Char('['));
    const int close = pciName.lastIndexOf(QLatin1Char(']'));
    return open < 0 || close < open ? QString() : pciName.mid(open + 1, close - open - 1).simplified();
}

QStringList PciIds::productNames(quint16 vendor, const QString &pciName)
{
    QString bracketed = marketingName(pciName);
    if (bracketed.isEmpty())
        return {};
    const QString brand = vendorName(vendor);
    // NVIDIA's names tell apart revisions of one product, which the device list does not: "[GeForce
    // RTX 3060 Lite Hash Rate]", "[GeForce RTX 2080 Ti Rev. A]".
    static const QRegularExpression revision(QStringLiteral("\\s+(Lite Hash Rate|Rev\\. A)\\b"));
    if (vendor == nvidia)
        bracketed.remove(revision);
    const QStringList parts = bracketed.split(QLatin1Char('/'), Qt::SkipEmptyParts);
    // Later products name only what differs: "6800 XT" after "Radeon RX 6800" takes its words before the
    // number ("Radeon RX"), "Pro 5500M" after "Radeon RX 5500" its first word ("Radeon"), and a laptop
    // form alone is another form of the first product, NVIDIA's "[GeForce RTX 3060 Mobile / Max-Q]":
    // the first's name without its own "Mobile", "Max-Q" or "Laptop GPU" takes it.
    static const QRegularExpression number(QStringLiteral("\\b[A-Z]?\\d"));
    static const QRegularExpression laptopForm(QStringLiteral("\\s+(Mobile|Max-Q|Laptop GPU)$"));
    QString first;
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
            first = part;
        } else if (laptopForm.match(QLatin1Char(' ') + part).capturedStart() == 0) {
            part = QString(first).remove(laptopForm) + QLatin1Char(' ') + part;
        } else if (part.at(0).isDigit()) {
            part = series + part;
        } else if (!part.startsWith(family)) {
            part = family + QLatin1Char(' ') + part;
        }
        names.append(part.startsWith(brand) ? part : brand + QLatin1Char(' ') + part);
    }
    return names;
}
