// File ▸ Update from Epoch AI against a local HTTP server started by the test: a good file lands;
// a server that stalls, one that errors, one that sends garbage and no server at all each give a
// plain message and change nothing.
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "CatalogueView.h"
#include "ImportController.h"
#include "LanguageManager.h"
#include "MainWindow.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>

namespace {

// Answers by path: /ok.csv a small export, /error HTTP 500, /garbage binary bytes, /stall nothing at all.
class LocalServer : public QTcpServer
{
public:
    LocalServer()
    {
        connect(this, &QTcpServer::newConnection, this, [this]() {
            while (QTcpSocket *socket = nextPendingConnection()) {
                connect(socket, &QTcpSocket::readyRead, socket, [socket]() { answer(socket); });
            }
        });
        listen(QHostAddress::LocalHost, 0);
    }

    QString url(const char *path) const
    {
        return QStringLiteral("http://127.0.0.1:%1/%2").arg(serverPort()).arg(QLatin1String(path));
    }

private:
    static void answer(QTcpSocket *socket)
    {
        const QByteArray request = socket->readAll();
        if (request.startsWith("GET /stall"))
            return; // hold the connection open and say nothing
        QByteArray status = "200 OK";
        QByteArray body;
        if (request.startsWith("GET /ok.csv")) {
            body = "Model,Organization,Publication date,Parameters,Model accessibility\r\n"
                   "Update Test Model A,Update Lab,2026-11-01,7000000000.0,Open weights (unrestricted)\r\n"
                   "Update Test Model B,Update Lab,2026-11-02,13000000000.0,API access\r\n";
        } else if (request.startsWith("GET /error")) {
            status = "500 Internal Server Error";
            body = "oops";
        } else if (request.startsWith("GET /garbage")) {
            body = QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) + QByteArray(4000, '\x01');
        } else {
            status = "404 Not Found";
        }
        socket->write("HTTP/1.1 " + status + "\r\nContent-Type: text/csv\r\nContent-Length: "
                      + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }
};

} // namespace

class TestEpochUpdate : public QObject
{
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void goodFileLands();
    void failuresChangeNothing_data();
    void failuresChangeNothing();

private:
    QTemporaryDir m_dir;
    std::unique_ptr<CatalogueSession> m_session;
    std::unique_ptr<LanguageManager> m_languages;
    std::unique_ptr<MainWindow> m_window;
    LocalServer m_server;
};

void TestEpochUpdate::init()
{
    QVERIFY(m_server.isListening());
    m_session = std::make_unique<CatalogueSession>();
    QString error;
    QVERIFY(m_session->open(m_dir.filePath(QStringLiteral("c.sqlite")), &error));
    m_languages = std::make_unique<LanguageManager>();
    m_languages->setLanguage(QStringLiteral("en"));
    m_window = std::make_unique<MainWindow>(m_session->connection(), m_languages.get());
    m_window->show();
    QSettings().setValue(QStringLiteral("update/timeoutSeconds"), 2);
}

void TestEpochUpdate::cleanup()
{
    m_window.reset();
    m_session.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("c.sqlite")));
    QSettings().remove(QStringLiteral("update"));
}

void TestEpochUpdate::goodFileLands()
{
    QSettings().setValue(QStringLiteral("update/url"), m_server.url("ok.csv"));
    CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    const int before = model->totalCount();
    QSignalSpy finished(m_window->importer(), &ImportController::finished);
    m_window->importer()->updateFromEpoch();
    QTRY_COMPARE_WITH_TIMEOUT(finished.count(), 1, 30000);
    QCOMPARE(int(finished.first().first().value<ImportReport>().outcome), int(ImportReport::Outcome::Imported));
    QTRY_COMPARE(model->totalCount(), before + 2);
}

void TestEpochUpdate::failuresChangeNothing_data()
{
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("message");
    QTest::newRow("server stalls") << QStringLiteral("stall") << QStringLiteral("did not answer");
    QTest::newRow("server error") << QStringLiteral("error") << QStringLiteral("HTTP 500");
    QTest::newRow("garbage") << QStringLiteral("garbage") << QStringLiteral("not a text file");
    QTest::newRow("offline") << QStringLiteral("-") << QStringLiteral("offline");
}

void TestEpochUpdate::failuresChangeNothing()
{
    QFETCH(QString, path);
    QFETCH(QString, message);
    if (path == QLatin1String("-")) {
        // A port nobody listens on: what a user without a connection sees.
        QTcpServer closed;
        closed.listen(QHostAddress::LocalHost, 0);
        const quint16 port = closed.serverPort();
        closed.close();
        QSettings().setValue(QStringLiteral("update/url"), QStringLiteral("http://127.0.0.1:%1/x.csv").arg(port));
    } else {
        QSettings().setValue(QStringLiteral("update/url"), m_server.url(path.toLatin1().constData()));
    }
    CatalogueTableModel *model = m_window->catalogueView()->tableModel();
    const int before = model->totalCount();
    QSignalSpy failed(m_window->importer(), &ImportController::updateFailed);
    QSignalSpy finished(m_window->importer(), &ImportController::finished);
    m_window->importer()->updateFromEpoch();
    QTRY_VERIFY_WITH_TIMEOUT(failed.count() + finished.count() == 1, 30000);
    QString said;
    if (!failed.isEmpty())
        said = failed.first().first().toString();
    else
        said = finished.first().first().value<ImportReport>().toText();
    QVERIFY2(said.contains(message), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("othing")), qPrintable(said)); // "Nothing … changed"
    QCOMPARE(model->totalCount(), before);
}

QTEST_MAIN(TestEpochUpdate)
#include "tst_epochupdate.moc"
