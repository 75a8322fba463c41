#include "RadixSort.h"

#include <QtAlgorithms>

#include <algorithm>
#include <array>
#include <cstring>

namespace RadixSort {

void sortByKey(QVector<int> *rows, const std::vector<quint64> &keyOfRow)
{
    const qsizetype n = rows->size();
    if (n < 2)
        return;
    struct Item
    {
        quint64 key;
        int row;
    };
    std::vector<Item> items(static_cast<size_t>(n));
    std::vector<Item> scratch(static_cast<size_t>(n));
    quint64 differing = 0;   // bits that are not the same in every key: only their bytes need a pass
    const quint64 first = keyOfRow[size_t(rows->at(0))];
    for (qsizetype i = 0; i < n; ++i) {
        const int row = rows->at(i);
        items[size_t(i)] = {keyOfRow[size_t(row)], row};
        differing |= items[size_t(i)].key ^ first;
    }
    // Only the 32 highest bits that differ get a pass (four bytes, not eight, for a column of
    // numbers); the keys those leave equal are put in order after, run by run, so the result is the
    // same as a pass over every byte.
    const int highest = differing == 0 ? 0 : 63 - qCountLeadingZeroBits(differing);
    const int lowest = std::max(0, highest - 31) & ~7;
    for (int shift = lowest; shift <= highest; shift += 8) {
        if (((differing >> shift) & 0xff) == 0)
            continue;
        std::array<qsizetype, 257> start{};
        for (const Item &item : items)
            ++start[((item.key >> shift) & 0xff) + 1];
        for (int b = 0; b < 256; ++b)
            start[b + 1] += start[b];
        for (const Item &item : items)
            scratch[size_t(start[(item.key >> shift) & 0xff]++)] = item;
        items.swap(scratch);
    }
    if (lowest > 0 && (differing & ((quint64(1) << lowest) - 1)) != 0) {
        const quint64 high = ~((quint64(1) << lowest) - 1);
        const auto byKey = [](const Item &a, const Item &b) { return a.key < b.key; };
        for (size_t begin = 0; begin < items.size();) {
            size_t end = begin + 1;
            while (end < items.size() && (items[end].key & high) == (items[begin].key & high))
                ++end;
            if (end - begin > 1)
                std::stable_sort(items.begin() + qsizetype(begin), items.begin() + qsizetype(end), byKey);
            begin = end;
        }
    }
    for (qsizetype i = 0; i < n; ++i)
        (*rows)[i] = items[size_t(i)].row;
}

quint64 key(double value)
{
    if (value == 0)
        value = 0;   // -0.0 equals 0.0, as in SQL
    quint64 bits;
    std::memcpy(&bits, &value, sizeof bits);
    // Negative numbers: all bits flipped (larger magnitude sorts first); positive: the sign bit set.
    return (bits & (quint64(1) << 63)) ? ~bits : bits | (quint64(1) << 63);
}

quint64 key(qint64 value)
{
    return quint64(value) ^ (quint64(1) << 63);
}

} // namespace RadixSort
