// File ▸ Update from Epoch AI against a local HTTP server started by the test: a good file lands;
// a server that stalls (before or during the body) or sends a byte now and then, one that errors,
// one that sends garbage, a body cut short (with or without a length, chunked), a damaged or
// explosive compressed body, an endless body and no server at all each give a plain message and
// change nothing.
#include "CatalogueSession.h"
#include "CatalogueTableModel.h"
#include "catalogue/CatalogueView.h"
#include "importer/ImportController.h"
#include "LanguageManager.h"
#include "mainwindow/MainWindow.h"
#include "Settings.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <arpa/inet.h>
#include <atomic>
#include <netinet/in.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <thread>
#include <unistd.h>

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
    static constexpr const char *okCsv = "Model,Organization,Publication date,Parameters,Model accessibility\r\n"
                                         "Update Test Model A,Update Lab,2026-11-01,7000000000.0,Open weights (unrestricted)\r\n"
                                         "Update Test Model B,Update Lab,2026-11-02,175000000000,API access\r\n";

    static void answer(QTcpSocket *socket)
    {
        const QByteArray request = socket->readAll();
        const QByteArray cut = QByteArray(okCsv).left(QByteArray(okCsv).indexOf("175000000000") + 3);
        if (request.startsWith("GET /stall "))
            return; // hold the connection open and say nothing
        if (request.startsWith("GET /stall-body ")) {
            // Headers and the first rows, then silence with the connection open.
            socket->write(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 100000\r\n\r\n") + cut);
            return;
        }
        if (request.startsWith("GET /drip ")) {
            // Headers and the first rows, then a byte every half second: alive, and going nowhere.
            socket->write(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: 100000\r\n\r\n") + cut);
            auto *drip = new QTimer(socket);
            connect(drip, &QTimer::timeout, socket, [socket]() { socket->write("9"); });
            drip->start(500);
            return;
        }
        if (request.startsWith("GET /cut-no-length ")) {
            // No length and no chunks: the body ends where the connection closes, here inside a number.
            socket->write(QByteArray("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nConnection: close\r\n\r\n") + cut);
            socket->disconnectFromHost();
            return;
        }
        if (request.startsWith("GET /cut-chunked ")) {
            // A chunked body that stops before its last chunk.
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nTransfer-Encoding: chunked\r\n\r\n"
                          + QByteArray::number(cut.size(), 16) + "\r\n" + cut + "\r\n");
            socket->disconnectFromHost();
            return;
        }
        if (request.startsWith("GET /short-length ")) {
            // More announced than sent, ending on a whole line.
            const QByteArray firstRows = QByteArray(okCsv).left(QByteArray(okCsv).indexOf("Update Test Model B"));
            socket->write("HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nContent-Length: "
                          + QByteArray::number(QByteArray(okCsv).size()) + "\r\nConnection: close\r\n\r\n" + firstRows);
            socket->disconnectFromHost();
            return;
        }
        QByteArray status = "200 OK";
        QByteArray body;
        QByteArray extraHeaders;
        if (request.startsWith("GET /ok.csv")) {
            body = okCsv;
        } else if (request.startsWith("GET /bad-gzip ")) {
            // Announced as gzip, with a valid gzip header and damaged data after it.
            extraHeaders = "Content-Encoding: gzip\r\n";
            body = QByteArray("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03", 10) + QByteArray(200, '\xff');
        } else if (request.startsWith("GET /deflate-bomb ")) {
            // 200 MB of one repeated row in a few hundred kilobytes (deflate is zlib's format, qCompress's
            // output after its four-byte length).
            extraHeaders = "Content-Encoding: deflate\r\n";
            body = qCompress(QByteArray("Model,Parameters\r\n") + QByteArray("Bomb,1\r\n").repeated(25 * 1024 * 1024), 9).mid(4);
        } else if (request.startsWith("GET /error")) {
            status = "500 Internal Server Error";
            body = "oops";
        } else if (request.startsWith("GET /garbage")) {
            body = QByteArray("\x89PNG\r\n\x1a\n\0\0\0\rIHDR", 16) + QByteArray(4000, '\x01');
        } else {
            status = "404 Not Found";
        }
        socket->write("HTTP/1.1 " + status + "\r\nContent-Type: text/csv\r\n" + extraHeaders + "Content-Length: "
                      + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body);
        socket->disconnectFromHost();
    }
};

// Sends rows without end, as fast as the connection takes them, from a thread of its own: a server
// on the test's own thread could only send as fast as the client's thread let it.
class EndlessServer
{
public:
    EndlessServer()
    {
        m_socket = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
        sockaddr_in address {};
        address.sin_family = AF_INET;
        address.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
        socklen_t length = sizeof address;
        if (::bind(m_socket, reinterpret_cast<sockaddr *>(&address), length) != 0 || ::listen(m_socket, 4) != 0
            || ::getsockname(m_socket, reinterpret_cast<sockaddr *>(&address), &length) != 0)
            return;
        m_port = ntohs(address.sin_port);
        m_thread = std::thread([this]() { serve(); });
    }
    ~EndlessServer()
    {
        m_stop = true;
        ::shutdown(m_socket, SHUT_RDWR);   // wakes accept()
        if (m_thread.joinable())
            m_thread.join();
        ::close(m_socket);
    }
    QString url() const { return QStringLiteral("http://127.0.0.1:%1/endless.csv").arg(m_port); }

private:
    void serve()
    {
        const QByteArray rows = QByteArray("Endless model,1\r\n").repeated(64 * 1024);
        while (!m_stop) {
            const int client = ::accept(m_socket, nullptr, nullptr);
            if (client < 0)
                return;
            char request[4096];
            if (::recv(client, request, sizeof request, 0) > 0) {
                const QByteArray head = "HTTP/1.1 200 OK\r\nContent-Type: text/csv\r\nConnection: close\r\n\r\nModel,Parameters\r\n";
                ::send(client, head.constData(), size_t(head.size()), MSG_NOSIGNAL);
                while (!m_stop && ::send(client, rows.constData(), size_t(rows.size()), MSG_NOSIGNAL) > 0) {
                }
            }
            ::close(client);
        }
    }

    int m_socket = -1;
    quint16 m_port = 0;
    std::atomic_bool m_stop{false};
    std::thread m_thread;
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
    void endlessBodyGoesToDiskNotMemory();

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
    // Generous for every test but the stalls (below): on a loaded machine (CI runs the suite in
    // parallel and under sanitizers) the local server can take seconds to produce a large body.
    Settings::setValue(Settings::Key::UpdateTimeoutSeconds, 30);
}

void TestEpochUpdate::cleanup()
{
    m_window.reset();
    m_session.reset();
    QFile::remove(m_dir.filePath(QStringLiteral("c.sqlite")));
    Settings::remove(Settings::Key::UpdateUrl);
    Settings::remove(Settings::Key::UpdateTimeoutSeconds);
}

void TestEpochUpdate::goodFileLands()
{
    Settings::setValue(Settings::Key::UpdateUrl, m_server.url("ok.csv"));
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
    QTest::newRow("stalls in the body") << QStringLiteral("stall-body") << QStringLiteral("stalled: less than a kilobyte arrived in 2 seconds");
    QTest::newRow("drips") << QStringLiteral("drip") << QStringLiteral("stalled: less than a kilobyte arrived in 2 seconds");
    QTest::newRow("cut, no length") << QStringLiteral("cut-no-length") << QStringLiteral("cut short");
    QTest::newRow("cut, chunked") << QStringLiteral("cut-chunked") << QStringLiteral("before the whole file had arrived");
    QTest::newRow("shorter than its length") << QStringLiteral("short-length") << QStringLiteral("before the whole file had arrived");
    QTest::newRow("damaged gzip") << QStringLiteral("bad-gzip") << QStringLiteral("compressed (gzip), and it could not be unpacked: the compressed data is damaged");
    QTest::newRow("deflate bomb") << QStringLiteral("deflate-bomb") << QStringLiteral("compressed (deflate), and it could not be unpacked: ");
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
        Settings::setValue(Settings::Key::UpdateUrl, QStringLiteral("http://127.0.0.1:%1/x.csv").arg(port));
    } else {
        Settings::setValue(Settings::Key::UpdateUrl, m_server.url(path.toLatin1().constData()));
    }
    // The stall rows wait for the time-out itself: a short one.
    if (path == QLatin1String("stall") || path.startsWith(QLatin1String("stall-")) || path == QLatin1String("drip"))
        Settings::setValue(Settings::Key::UpdateTimeoutSeconds, 2);
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

void TestEpochUpdate::endlessBodyGoesToDiskNotMemory()
{
    // The server sends rows for as long as the client reads them: the download stops at the size
    // limit (256 MB) and what arrived waits on disk, not in memory.
    EndlessServer endless;
    Settings::setValue(Settings::Key::UpdateUrl, endless.url());
    struct rusage usage {};
    getrusage(RUSAGE_SELF, &usage);
    const long peakBeforeKb = usage.ru_maxrss;
    QSignalSpy failed(m_window->importer(), &ImportController::updateFailed);
    m_window->importer()->updateFromEpoch();
    QTRY_COMPARE_WITH_TIMEOUT(failed.count(), 1, 120000);
    QVERIFY2(failed.first().first().toString().contains(QLatin1String("far more data")), qPrintable(failed.first().first().toString()));
    getrusage(RUSAGE_SELF, &usage);
    const long grownMb = (usage.ru_maxrss - peakBeforeKb) / 1024;
    QVERIFY2(grownMb < 128, qPrintable(QStringLiteral("the peak memory grew by %1 MB").arg(grownMb)));
}

QTEST_MAIN(TestEpochUpdate)
#include "tst_epochupdate.moc"
