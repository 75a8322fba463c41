#include "MinimumsOption.h"

#include "Console.h"
#include "Formatter.h"

#include <QCommandLineParser>

#include <cmath>

using Console::print;

namespace {

const QString quality = QStringLiteral("min-quality");
const QString speed = QStringLiteral("min-speed");

} // namespace

// Not the window's remembered choice: a script gets the same answer on every machine.
std::optional<Minimums> MinimumsOption::read(const QCommandLineParser &parser)
{
    Minimums m = Minimums::defaults();
    if (parser.isSet(quality)) {
        // The keys scripts use, or the tier's name as the window shows it in the language given.
        const auto tier = Quantization::qualityFromText(parser.value(quality));
        if (!tier) {
            QStringList keys, names;
            for (const Quantization::Quality each : Quantization::qualities()) {
                keys.append(Quantization::qualityKey(each));
                names.append(Quantization::qualityName(each));
            }
            print(stderr, tr("--min-quality takes one of %1, or a quality as the window names it (%2), not \"%3\".")
                              .arg(keys.join(QStringLiteral(", ")), names.join(QStringLiteral(", ")), parser.value(quality)));
            return std::nullopt;
        }
        m.quality = *tier;
    }
    if (parser.isSet(speed)) {
        bool ok = false;
        const double v = parser.value(speed).toDouble(&ok); // C locale, as scripts write it
        if (!ok || !std::isfinite(v) || v < 0) {
            print(stderr, tr("--min-speed takes a number of tokens per second (0 or more), not \"%1\".")
                              .arg(parser.value(speed)));
            return std::nullopt;
        }
        m.tokensPerSecond = v;
    }
    return m;
}

QString MinimumsOption::bestLine(const UsableEstimate &usable, const Minimums &minimums,
                                 std::optional<Quantization::Type> asked)
{
    const QString quality = Quantization::qualityName(minimums.quality);
    const QString speed = Formatter::number(minimums.tokensPerSecond, 1);
    const QString name = Quantization::name(usable.shown.quantization);
    // --quant prints one type; when the minimums pick another, the line says so rather than naming a
    // type the table above does not show as if it were the one asked for.
    if (asked && *asked != usable.shown.quantization) {
        const QString other = Quantization::name(*asked);
        if (usable.meets)
            return tr("Best quantization for the minimums (quality: %1 or better; at least %2 tokens/s) is %3, not the "
                      "%4 asked for.")
                .arg(quality, speed, name, other);
        return tr("No quantization meets the minimums (quality: %1 or better; at least %2 tokens/s); the closest is %3, "
                  "not the %4 asked for.")
            .arg(quality, speed, name, other);
    }
    if (usable.meets)
        return tr("Best quantization for the minimums (quality: %1 or better; at least %2 tokens/s): %3.")
            .arg(quality, speed, name);
    return tr("No quantization meets the minimums (quality: %1 or better; at least %2 tokens/s); the closest: %3.")
        .arg(quality, speed, name);
}
