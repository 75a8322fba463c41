#pragma once

#include <QFile>

#include <sys/resource.h>
#include <unistd.h>

// A ceiling on a test's address space, for a test whose failure is an allocation without end (markup
// that reads /dev/zero as an image): the test then fails at once with std::bad_alloc instead of taking
// the machine's memory with it. AddressSanitizer reserves terabytes of address space at start, so a
// sanitizer build has no ceiling and relies on the sanitizer's own allocation limits.
namespace MemoryCeiling {

#if defined(__SANITIZE_ADDRESS__)
constexpr bool available = false;
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
constexpr bool available = false;
#else
constexpr bool available = true;
#endif
#else
constexpr bool available = true;
#endif

// Bytes this process has mapped now (/proc/self/statm: size in pages).
inline qint64 mappedNow()
{
    QFile statm(QStringLiteral("/proc/self/statm"));
    if (!statm.open(QIODevice::ReadOnly))
        return 0;
    return statm.readAll().split(' ').value(0).toLongLong() * sysconf(_SC_PAGESIZE);
}

// At most `limit` bytes of address space, for good. Safe between fork and exec (setrlimit only).
inline void apply(qint64 limit)
{
    if (!available || limit <= 0)
        return;
    rlimit value{rlim_t(limit), rlim_t(limit)};
    setrlimit(RLIMIT_AS, &value);
}

// What is mapped now plus `headroom`.
inline void applyHeadroom(qint64 headroom)
{
    apply(mappedNow() + headroom);
}

} // namespace MemoryCeiling
