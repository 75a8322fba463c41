#pragma once

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QObject>
#include <QPointer>
#include <QTemporaryFile>
#include <QTimer>
#include <QUrl>

#include <memory>

class QNetworkReply;

// Downloads Epoch AI's current CSV to a temporary file, with progress, cancel and a time-out for a
// transfer that stalls. What arrives goes to the file as it comes, through a small buffer, so that
// a server that never stops costs disk up to the size limit, not memory. A body shorter than the
// length the server announced is refused. It only fetches; the importer decides whether what
// arrived is a catalogue (and refuses one whose last row is cut).
class EpochDownloader : public QObject
{
    Q_OBJECT
public:
    explicit EpochDownloader(QObject *parent = nullptr);

    // The published address, unless the user set another one (setting "update/url").
    static QUrl address();
    static QUrl defaultAddress();
    // The transfer is given up as stalled when less than a kilobyte arrives in this many seconds,
    // while connecting or at any point of the body (setting "update/timeoutSeconds").
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
    void onReadyRead();
    void onFinished();
    QString failure(QNetworkReply *reply) const;

    QNetworkAccessManager m_network;
    QPointer<QNetworkReply> m_reply;
    std::unique_ptr<QTemporaryFile> m_file;
    QTimer m_watch;             // every timeoutSeconds(): has enough arrived since the last look?
    qint64 m_atLastLook = 0;
    bool m_cancelled = false;
    bool m_tooLarge = false;
    bool m_stalled = false;
    bool m_writeFailed = false;
};
