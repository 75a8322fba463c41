#include "EpochDownloader.h"

#include <QDir>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QSettings>
#include <QStandardPaths>

namespace {

// Epoch's full exports are a few megabytes; anything far larger is not what we asked for.
constexpr qint64 maximumBytes = 256LL * 1024 * 1024;

} // namespace

EpochDownloader::EpochDownloader(QObject *parent)
    : QObject(parent)
{
}

QUrl EpochDownloader::defaultAddress()
{
    return QUrl(QStringLiteral("https://epoch.ai/data/notable_ai_models.csv"));
}

QUrl EpochDownloader::address()
{
    const QString configured = QSettings().value(QStringLiteral("update/url")).toString();
    return configured.isEmpty() ? defaultAddress() : QUrl(configured);
}

int EpochDownloader::timeoutSeconds()
{
    return std::max(1, QSettings().value(QStringLiteral("update/timeoutSeconds"), 30).toInt());
}

void EpochDownloader::start(const QUrl &url)
{
    if (m_reply)
        return;
    m_cancelled = false;
    m_tooLarge = false;
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
    request.setTransferTimeout(timeoutSeconds() * 1000);
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    m_reply = m_network.get(request);
    connect(m_reply, &QNetworkReply::readyRead, this, [this]() {
        m_file->write(m_reply->readAll());
        if (m_file->size() > maximumBytes) {
            m_tooLarge = true;
            m_reply->abort();
        }
    });
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

void EpochDownloader::onFinished()
{
    QNetworkReply *reply = m_reply;
    m_reply = nullptr;
    reply->deleteLater();
    if (m_cancelled) {
        emit failed(tr("The download was cancelled; nothing was changed."));
        return;
    }
    if (m_tooLarge) {
        emit failed(tr("The server sent far more data than a catalogue holds; the download was stopped and nothing was changed."));
        return;
    }
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    switch (reply->error()) {
    case QNetworkReply::NoError:
        break;
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
        emit failed(tr("The server did not answer within %n second(s). Check your connection and try again; nothing was changed.",
                       nullptr, timeoutSeconds()));
        return;
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::ConnectionRefusedError:
    case QNetworkReply::NetworkSessionFailedError:
    case QNetworkReply::TemporaryNetworkFailureError:
    case QNetworkReply::UnknownNetworkError:
        emit failed(tr("Epoch AI's server cannot be reached: you appear to be offline (%1). Nothing was changed.")
                        .arg(reply->errorString()));
        return;
    default:
        if (status >= 400)
            emit failed(tr("The server answered with an error (HTTP %1). Try again later; nothing was changed.").arg(status));
        else
            emit failed(tr("The download failed (%1). Nothing was changed.").arg(reply->errorString()));
        return;
    }
    m_file->write(reply->readAll());
    m_file->flush();
    emit downloaded(m_file->fileName());
}
