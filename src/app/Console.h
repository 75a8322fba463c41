#pragma once

#include <QString>

#include <cstdio>

// The command line's one way to write a line for a person or a script: UTF-8 (as Qt's locale
// conversion gives it), a newline, and flushed at once, so that the order of stdout and stderr lines
// holds when both go to one terminal or file.
namespace Console {
void print(FILE *stream, const QString &text);
}
