#include "GroupColours.h"

#include <QSet>

#include <algorithm>
#include <cmath>

namespace {

enum Hue { Blue, Orange, Red, Teal, Green, Yellow, Purple, Pink, Brown };

struct Fixed
{
    const char *key;
    Hue hue;
};

// The catalogue's common values (its largest groups under each grouping) with a hue each. Where the
// values have an order of their own, the hues follow it: the three kinds of open weights are green,
// teal and blue, services orange and purple, unreleased models red.
const Fixed accessibility[] = {
    {"Open weights (unrestricted)", Green}, {"Open weights (restricted use)", Teal},
    {"Open weights (non-commercial)", Blue}, {"API access", Orange},
    {"Hosted access (no API)", Purple}, {"Unreleased", Red},
};
const Fixed organisationTypes[] = {
    {"Industry", Blue}, {"Academia", Orange}, {"Research collective", Green}, {"Government", Purple},
};
const Fixed domains[] = {
    {"Language", Blue}, {"Vision", Orange}, {"Multimodal", Red}, {"Image generation", Teal}, {"Speech", Green},
    {"Video", Yellow}, {"Biology", Purple}, {"Games", Pink}, {"Robotics", Brown},
};
const Fixed countries[] = {
    {"United States of America", Blue}, {"United Kingdom of Great Britain and Northern Ireland", Orange},
    {"China", Red}, {"Canada", Teal}, {"Korea (Republic of)", Green}, {"Germany", Yellow}, {"France", Purple},
    {"Japan", Pink}, {"Switzerland", Brown},
};

int fixedHue(ChartGrouping grouping, const QString &key)
{
    if (grouping == ChartGrouping::Frontier) {
        if (key == ChartQuery::frontierGroup())
            return Red;
        return key == ChartQuery::notFrontierGroup() ? Blue : -1;
    }
    auto find = [&key](const auto &table) {
        for (const Fixed &entry : table) {
            if (key == QLatin1String(entry.key))
                return int(entry.hue);
        }
        return -1;
    };
    switch (grouping) {
    case ChartGrouping::Accessibility: return find(accessibility);
    case ChartGrouping::OrganizationType: return find(organisationTypes);
    case ChartGrouping::Domain: return find(domains);
    case ChartGrouping::Country: return find(countries);
    case ChartGrouping::Frontier: break;
    }
    return -1;
}

double linear(double channel)
{
    return channel <= 0.03928 ? channel / 12.92 : std::pow((channel + 0.055) / 1.055, 2.4);
}

// CIE L*a*b* under D65, from sRGB.
void lab(const QColor &colour, double out[3])
{
    const double r = linear(colour.redF()), g = linear(colour.greenF()), b = linear(colour.blueF());
    const double x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047;
    const double y = 0.2126 * r + 0.7152 * g + 0.0722 * b;
    const double z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883;
    auto f = [](double t) { return t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0; };
    out[0] = 116 * f(y) - 16;
    out[1] = 500 * (f(x) - f(y));
    out[2] = 200 * (f(y) - f(z));
}

} // namespace

const QVector<QColor> &GroupColours::hues()
{
    static const QVector<QColor> colours{QColor(0x4E79A7), QColor(0xF28E2B), QColor(0xE15759),
                                         QColor(0x76B7B2), QColor(0x59A14F), QColor(0xEDC948),
                                         QColor(0xB07AA1), QColor(0xFF9DA7), QColor(0x9C755F)};
    return colours;
}

QColor GroupColours::other()
{
    return QColor(0xBAB0AC);
}

QColor GroupColours::unknown()
{
    return QColor(0x79706E);
}

QHash<QString, QColor> GroupColours::assign(ChartGrouping grouping, const QStringList &groups)
{
    QHash<QString, QColor> colours;
    QSet<int> taken;
    QStringList rare;
    for (const QString &group : groups) {
        if (group == ChartQuery::otherGroup()) {
            colours.insert(group, other());
        } else if (group == ChartQuery::unknownGroup()) {
            colours.insert(group, unknown());
        } else if (const int hue = fixedHue(grouping, group); hue >= 0) {
            colours.insert(group, hues().at(hue));
            taken.insert(hue);
        } else {
            rare.append(group);
        }
    }
    // A chart draws at most ChartQuery::MaxGroups named groups and there are nine hues: one is
    // always free. Should there ever be more, the hues go round again rather than fail.
    std::sort(rare.begin(), rare.end());
    int next = 0;
    for (const QString &group : std::as_const(rare)) {
        int tries = 0;
        while (taken.contains(next % int(hues().size())) && tries++ < hues().size())
            ++next;
        const int hue = next % int(hues().size());
        taken.insert(hue);
        colours.insert(group, hues().at(hue));
    }
    return colours;
}

QColor GroupColours::outline(const QColor &fill, const QColor &background)
{
    const bool darkGround = luminance(background) < 0.18;
    QColor colour = fill.toHsl();
    colour.setAlpha(255);
    float h = 0, s = 0, l = 0;
    colour.getHslF(&h, &s, &l);
    // In steps of 2 % lightness: few enough to be cheap, fine enough to stop near 3:1.
    while (contrast(colour, background) < 3.0 && l > 0.0f && l < 1.0f) {
        l = std::clamp(l + (darkGround ? 0.02f : -0.02f), 0.0f, 1.0f);
        colour.setHslF(h, s, l);
    }
    return colour.toRgb();
}

double GroupColours::luminance(const QColor &colour)
{
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF());
}

double GroupColours::contrast(const QColor &a, const QColor &b)
{
    const double la = luminance(a), lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

double GroupColours::difference(const QColor &a, const QColor &b)
{
    double la[3], lb[3];
    lab(a, la);
    lab(b, lb);
    return std::sqrt((la[0] - lb[0]) * (la[0] - lb[0]) + (la[1] - lb[1]) * (la[1] - lb[1])
                     + (la[2] - lb[2]) * (la[2] - lb[2]));
}
