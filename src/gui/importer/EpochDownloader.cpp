#include "EpochDownloader.h"

#include "Settings.h"

#include <QDir>
#include <QLocale>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QStandardPaths>

namespace {

// Epoch's full exports are a few megabytes; anything far larger is not what we asked for.
constexpr qint64 maximumBytes = 256LL * 1024 * 1024;
// What the network thread may hold for us before it stops reading the socket: without a limit it
// read an endless body into memory faster than it was written out (2.45 GB at the size limit).
constexpr qint64 readBufferBytes = 1024 * 1024;
// Less than this in a whole time-out period is a stall, not a slow line: a server that sends a byte
// now and then would otherwise keep the transfer going for ever (a time-out that any byte restarts,
// as Qt's transfer time-out is, never ends it).
constexpr qint64 minimumBytesPerPeriod = 1024;

} // namespace

EpochDownloader::EpochDownloader(QObject *parent)
    : QObject(parent)
{
    connect(&m_watch, &QTimer::timeout, this, [this]() {
        if (!m_reply)
            return;
        if (m_file->pos() - m_atLastLook < minimumBytesPerPeriod) {
            m_stalled = true;
            m_reply->abort();
        }
        m_atLastLook = m_file->pos();
    });
}

QUrl EpochDownloader::defaultAddress()
{
    return QUrl(QStringLiteral("https://epoch.ai/data/notable_ai_models.csv"));
}

QUrl EpochDownloader::address()
{
    const QString configured = Settings::value(Settings::Key::UpdateUrl).toString();
    return configured.isEmpty() ? defaultAddress() : QUrl(configured);
}

int EpochDownloader::timeoutSeconds()
{
    return std::max(1, Settings::value(Settings::Key::UpdateTimeoutSeconds).toInt());
}

void EpochDownloader::start(const QUrl &url)
{
    if (m_reply)
        return;
    m_cancelled = false;
    m_tooLarge = false;
    m_stalled = false;
    m_writeFailed = false;
    const QString scheme = url.scheme();
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http")) {
        emit failed(tr("The update address %1 is not a web address.").arg(url.toDisplayString()));
        return;
    }
    m_file = std::make_unique<QTemporaryFile>(
        QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation)).filePath(QStringLiteral("model-atlas-XXXXXX.csv")));
    if (!m_file->open()) {
        emit failed(tr("No temporary file can be written (%1).").arg(m_file->errorString()));
        return;
    }
    QNetworkRequest request(url);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    m_reply = m_network.get(request);
    m_reply->setReadBufferSize(readBufferBytes);
    m_atLastLook = 0;
    m_watch.start(timeoutSeconds() * 1000);
    connect(m_reply, &QNetworkReply::readyRead, this, &EpochDownloader::onReadyRead);
    connect(m_reply, &QNetworkReply::downloadProgress, this, &EpochDownloader::progress);
    connect(m_reply, &QNetworkReply::finished, this, &EpochDownloader::onFinished);
}

void EpochDownloader::cancel()
{
    if (!m_reply)
        return;
    m_cancelled = true;
    m_reply->abort();
}

void EpochDownloader::onReadyRead()
{
    const QByteArray data = m_reply->readAll();
    if (m_file->write(data) != data.size()) {
        m_writeFailed = true;
        m_reply->abort();
    } else if (m_file->pos() > maximumBytes) {
        m_tooLarge = true;
        m_reply->abort();
    }
}

void EpochDownloader::onFinished()
{
    m_watch.stop();
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (!m_cancelled && !m_tooLarge && !m_stalled && !m_writeFailed && reply->error() == QNetworkReply::NoError) {
        const QByteArray rest = reply->readAll();
        if (m_file->write(rest) != rest.size() || !m_file->flush())
            m_writeFailed = true;
    }
    const QString message = failure(reply);
    if (!message.isEmpty()) {
        emit failed(message);
        return;
    }
    emit downloaded(m_file->fileName());
}

// Why the download cannot be imported, in words a user can act on; empty when it can.
QString EpochDownloader::failure(QNetworkReply *reply) const
{
    if (m_cancelled)
        return tr("The download was cancelled; nothing was changed.");
    if (m_tooLarge)
        return tr("The server sent far more data than a catalogue holds; the download was stopped and nothing was changed.");
    if (m_writeFailed)
        return tr("The download could not be saved to a temporary file (%1). Free some disk space and try again; "
                  "nothing was changed.").arg(m_file->errorString());
    if (m_stalled) {
        if (m_file->pos() == 0)
            return tr("The server did not answer within %n second(s). Check your connection and try again; nothing was changed.",
                      nullptr, timeoutSeconds());
        return tr("The download stalled: less than a kilobyte arrived in %n second(s). Check your connection and try "
                  "again; nothing was changed.", nullptr, timeoutSeconds());
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    switch (reply->error()) {
    case QNetworkReply::NoError:
        break;
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
        return tr("The server did not answer within %n second(s). Check your connection and try again; nothing was changed.",
                  nullptr, timeoutSeconds());
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
        return tr("Epoch AI's server cannot be reached: you appear to be offline (%1). Nothing was changed.")
            .arg(reply->errorString());
    case QNetworkReply::RemoteHostClosedError:
        // Qt notices a body shorter than its announced length, or a chunked body without its last
        // chunk; one with neither ends when the connection does, and the importer checks its last row.
        return tr("The server closed the connection before the whole file had arrived. Try again; nothing was changed.");
    case QNetworkReply::UnknownContentError:
        if (const QByteArray encoding = reply->rawHeader("Content-Encoding").trimmed(); !encoding.isEmpty()) {
            // Qt 6.4 says "Decompression failed: " and no more, for damaged data and for a body that
            // unpacks to hundreds of times its size (Qt's safety check) alike.
            QString reason = reply->errorString().section(QLatin1Char(':'), 1).trimmed();
            if (reason.isEmpty())
                reason = tr("the compressed data is damaged, or it unpacks to far more than a catalogue holds");
            return tr("The server sent the file compressed (%1), and it could not be unpacked: %2. Try again later; "
                      "nothing was changed.").arg(QString::fromLatin1(encoding), reason);
        }
        break;
    default:
        break;
    }
    if (reply->error() != QNetworkReply::NoError) {
        if (status >= 400)
            return tr("The server answered with an error (HTTP %1). Try again later; nothing was changed.").arg(status);
        return tr("The download failed (%1). Nothing was changed.").arg(reply->errorString());
    }
    return QString();
}
