#pragma once

#include <QVector>

#include <vector>

// A stable sort of row numbers by a 64-bit key per row, a byte at a time from the lowest (LSD radix
// sort): about 1 ms for 100,000 rows, where std::sort with a comparison that breaks ties by name
// took 10 ms. Rows with equal keys keep the order they came in, so sorting rows that are already in
// name order by a column's key gives the column's order with ties by name.
namespace RadixSort {

// `rows` reordered by `keyOfRow[row]`, ascending, stably.
void sortByKey(QVector<int> *rows, const std::vector<quint64> &keyOfRow);

// Order-preserving keys: a < b exactly when key(a) < key(b) as unsigned integers.
quint64 key(double value);
quint64 key(qint64 value);

} // namespace RadixSort
