#pragma once

#include "CatalogueWriter.h"
#include "CustomHardware.h"
#include "Database.h"

#include <QDate>
#include <QStringList>
#include <QTest>

#include <cmath>

// A catalogue whose every text field is markup, as a file made to attack the program would carry it:
// one model per payload, each of its text fields that payload (names, organisations with their type and
// country, domains, tasks, authors, approach, access, hardware, references, links, notes). Every model
// has open weights, a size, a date and a compute figure, so that it reaches every view and chart, and
// was trained on the RTX 4090 and on a device the user added under a hostile name.
namespace Hostile {

inline QStringList payloads()
{
    return {
        QStringLiteral("<b>bold</b>"),
        // Taken for an image, this reads /dev/zero without end: every chart export and the table's
        // tooltip once allocated until std::bad_alloc.
        QStringLiteral("<img src=\"/dev/zero\">"),
        QStringLiteral("<a href=\"https://evil.example/\">link</a>"),
        // Entities stay as typed: the user sees "&amp;", not "&". (No "; " in it: the catalogue keeps
        // lists joined with "; ", and that would split the value in two.)
        QStringLiteral("AT&amp;T &lt;3 &#60;b&#62;"),
        QStringLiteral("<table><tr><td>cell</td></tr></table>"),
        QStringLiteral("<h1>headline"),
        QStringLiteral("<!DOCTYPE html><i>doc</i>"),
        QStringLiteral("A & B <br> \"quoted\" 'single'"),
    };
}

// The device the user "added": its name is shown in the summary, the memory chart's legend, the basis
// and the model page's table.
inline QString deviceName()
{
    return QStringLiteral("<img src=\"/dev/zero\"> <b>GPU</b>");
}

inline HardwareDevice device()
{
    HardwareDevice d;
    d.name = deviceName();
    d.memoryGb = 24;
    d.bandwidthGbs = 1000;
    return d;
}

// `copies` models per payload (the first named by the payload alone, the others "payload #2" and on),
// so that in a catalogue that also holds the shipped models a hostile domain is large enough to have
// its own colour and legend entry in a chart.
inline void fill(Database &db, const QString &path = QStringLiteral(":memory:"), int copies = 1)
{
    QString error;
    QVERIFY2(db.open(path, &error), qPrintable(error));
    QVERIFY2(db.migrate(&error), qPrintable(error));
    CatalogueWriter writer(db.connection());
    QVector<Organization> organizations;
    for (const QString &p : payloads())
        organizations.append({p, p, p});
    QVERIFY2(writer.writeOrganizations(organizations, &error), qPrintable(error));
    const QStringList all = payloads();
    for (int n = 0; n < copies * all.size(); ++n) {
        const int i = n % all.size();
        const QString &p = all.at(i);
        ModelRecord m;
        m.name = n < all.size() ? p : QStringLiteral("%1 #%2").arg(p, QString::number(n / all.size() + 1));
        m.organizations = {p};
        m.published = QDate(2015 + i, 3, 1);
        m.authors = p;
        // A language model besides, so that the hardware estimates (for models that write text) list it.
        m.domains = {p, QStringLiteral("Language")};
        m.tasks = {p};
        m.approach = p;
        m.parameters = 1e9 * (i + 1);
        m.trainingComputeFlop = std::pow(10.0, 20 + i);
        m.datasetSize = 1e12;
        m.datasetUnit = QStringLiteral("tokens");
        m.computeMethod = {p};
        m.confidence = p;
        m.trainingHardware = {p, QStringLiteral("NVIDIA GeForce RTX 4090"), deviceName()};
        m.hardwareQuantity = 8;
        m.modelAccessibility = QStringLiteral("Open weights ") + p;
        m.trainingCodeAccessibility = p;
        m.notability = {p};
        m.reference = p;
        m.link = p;
        m.note = p;
        QVERIFY2(writer.writeModel(m, nullptr, &error), qPrintable(error));
    }
    QVERIFY2(CustomHardware(db.connection()).add(device(), &error), qPrintable(error));
}

} // namespace Hostile
