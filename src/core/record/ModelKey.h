#pragma once

#include <QString>

// The stable key that ties the user's own data to a model across catalogue updates and imports:
// derived from the name alone, insensitive to case, accents, spacing and punctuation.
namespace ModelKey {
QString fromName(const QString &name);
}
