#pragma once

#include <QString>
#include <QStringList>

// The hardware families the speed calibration is fitted for: devices of one backend and chip
// generation whose llama.cpp measurements behave alike (hardware.json's "family" key, e.g.
// "nvidia-ada"). A family belongs to a group, its vendor ("nvidia"), which is what a family without
// measurements of its own falls back to; see data/README.md and docs/estimator.md.
class DeviceFamily
{
public:
    // Every family key hardware.json may use, in a fixed order.
    static const QStringList &keys();
    static bool isKnown(const QString &key);
    // "nvidia-ada" -> "nvidia"; empty for an empty key.
    static QString group(const QString &key);
    // The same family or group key, its text the list's own static copy when it is a known one
    // (otherwise `key` itself): copies of it then cost no reference counting, which matters on the
    // From hardware list, where every model's estimate carries one.
    static QString shared(const QString &key);
    // Translated display names, for the basis of an estimate.
    static QString name(const QString &key);
    static QString groupName(const QString &group);
};
