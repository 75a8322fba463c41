#pragma once

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTemporaryFile>
#include <QUrl>

#include <memory>

class QNetworkReply;

// Downloads Epoch AI's current CSV to a temporary file, with progress, cancel and a timeout. It only
// fetches; the importer decides whether what arrived is a catalogue.
class EpochDownloader : public QObject
{
    Q_OBJECT
public:
    explicit EpochDownloader(QObject *parent = nullptr);

    // The published address, unless the user set another one (setting "update/url").
    static QUrl address();
    static QUrl defaultAddress();
    // Seconds without any data before giving up (setting "update/timeoutSeconds").
    static int timeoutSeconds();

    void start(const QUrl &url);
    void cancel();
    bool isRunning() const { return m_reply; }

signals:
    void progress(qint64 received, qint64 total);
    // `path` is a temporary file that lives until the next download or the downloader's end.
    void downloaded(const QString &path);
    // A message a user can act on; nothing was changed.
    void failed(const QString &message);

private:
    void onFinished();

    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QTemporaryFile> m_file;
    bool m_cancelled = false;
    bool m_tooLarge = false;
};
