#include "FilterBar.h"

#include "Formatter.h"
#include "Vocabulary.h"
#include "common/ComboBoxName.h"
#include "common/FlowLayout.h"
#include "ui_FilterBar.h"

#include <QCheckBox>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QSignalBlocker>
#include <QTimer>

#include <algorithm>

namespace {

const double parameterSteps[] = {1e6, 1e7, 1e8, 1e9, 3e9, 7e9, 13e9, 30e9, 70e9, 1e11, 4e11, 1e12};

// Refills a combo with a translated "all" entry and translated values, keeping the canonical value
// selected across a language switch.
void fillCombo(QComboBox *combo, const QString &allText, const QStringList &values)
{
    const QString selected = combo->currentData().toString();
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(allText, QString());
    QList<QPair<QString, QString>> items;
    for (const QString &value : values)
        items.append({Vocabulary::display(value), value});
    std::sort(items.begin(), items.end(), [](const auto &a, const auto &b) {
        return QString::localeAwareCompare(a.first, b.first) < 0;
    });
    for (const auto &item : items)
        combo->addItem(item.first, item.second);
    const int index = combo->findData(selected);
    combo->setCurrentIndex(index < 0 ? 0 : index);
}

void fillParameters(QComboBox *combo, const QString &anyText)
{
    const QVariant selected = combo->currentData();
    const QSignalBlocker blocker(combo);
    combo->clear();
    combo->addItem(anyText, QVariant());
    for (const double step : parameterSteps)
        combo->addItem(Formatter::count(step), step);
    const int index = selected.isValid() ? combo->findData(selected) : 0;
    combo->setCurrentIndex(index < 0 ? 0 : index);
}

// The filters without a label on screen carry their name as the accessible name in the .ui file
// (retranslateUi translates it); Linux reads a combo box's name from a label (ComboBoxName).
void nameUnlabelledChoices(Ui::FilterBar *ui)
{
    for (QComboBox *combo : {ui->domain, ui->organizationType, ui->country, ui->accessibility})
        ComboBoxName::set(combo, combo->accessibleName());
}

} // namespace

FilterBar::FilterBar(QWidget *parent)
    : QWidget(parent)
    , m_ui(std::make_unique<Ui::FilterBar>())
    , m_searchTimer(new QTimer(this))
    , m_only(new QCheckBox(this))
{
    m_searchTimer->setSingleShot(true);
    connect(m_searchTimer, &QTimer::timeout, this, &FilterBar::emitChange);
    m_ui->setupUi(this);
    flowControls();
    nameUnlabelledChoices(m_ui.get());
    // Both year bounds start at the ends of their range, which means "no bound".
    m_ui->yearTo->setValue(m_ui->yearTo->maximum());
    populate();
    connect(m_ui->search, &QLineEdit::textChanged, this, [this]() {
        if (m_searchDelay > 0)
            m_searchTimer->start(m_searchDelay);
        else
            emitChange();
    });
    for (QComboBox *combo : {m_ui->domain, m_ui->organizationType, m_ui->country, m_ui->accessibility})
        connect(combo, &QComboBox::currentIndexChanged, this, &FilterBar::emitChange);
    for (QCheckBox *box : {m_ui->openWeightsOnly, m_ui->favouritesOnly})
        connect(box, &QCheckBox::toggled, this, &FilterBar::emitChange);
    // A range stays a range: moving one end past the other takes the other along, instead of asking
    // for "2024 to 2020" and showing an empty table without saying why.
    connect(m_ui->yearFrom, &QSpinBox::valueChanged, this, [this](int from) {
        if (!m_updating && from > m_ui->yearTo->value()) {
            const QSignalBlocker blocker(m_ui->yearTo);
            m_ui->yearTo->setValue(from);
        }
        emitChange();
    });
    connect(m_ui->yearTo, &QSpinBox::valueChanged, this, [this](int to) {
        if (!m_updating && to < m_ui->yearFrom->value()) {
            const QSignalBlocker blocker(m_ui->yearFrom);
            m_ui->yearFrom->setValue(to);
        }
        emitChange();
    });
    connect(m_ui->parametersMin, &QComboBox::currentIndexChanged, this, [this]() {
        keepParameterRange(m_ui->parametersMin, m_ui->parametersMax);
        emitChange();
    });
    connect(m_ui->parametersMax, &QComboBox::currentIndexChanged, this, [this]() {
        keepParameterRange(m_ui->parametersMax, m_ui->parametersMin);
        emitChange();
    });
    connect(m_ui->reset, &QPushButton::clicked, this, &FilterBar::reset);

    // A row of its own above the others, there only while an import's models are shown.
    m_only->setObjectName(QStringLiteral("onlyImported"));
    m_only->hide();
    m_ui->rows->insertWidget(0, m_only);
    connect(m_only, &QCheckBox::toggled, this, [this](bool on) {
        if (on)
            return;
        m_onlyIds.reset();
        m_only->hide();
        emitChange();
    });
    m_ui->search->installEventFilter(this);
}

QLineEdit *FilterBar::searchBox() const
{
    return m_ui->search;
}

void FilterBar::keepParameterRange(QComboBox *moved, QComboBox *other)
{
    if (m_updating || !moved->currentData().isValid() || !other->currentData().isValid())
        return;
    const double value = moved->currentData().toDouble();
    const double otherValue = other->currentData().toDouble();
    const bool reversed = moved == m_ui->parametersMin ? value > otherValue : value < otherValue;
    if (!reversed)
        return;
    const QSignalBlocker blocker(other);
    other->setCurrentIndex(other->findData(value));
}

bool FilterBar::eventFilter(QObject *watched, QEvent *event)
{
    // Esc empties the search box, as in a browser's find bar; an empty box lets Esc go on.
    if (watched == m_ui->search && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape && !m_ui->search->text().isEmpty()) {
        m_ui->search->clear();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

void FilterBar::flowControls()
{
    // The combos and the two ranges flow: on a narrow window (1024 px, 1366 px at 1.5×, the long
    // Italian labels) they wrap onto more lines instead of holding the Catalogue wider than the screen.
    // A range stays together ("Published from 1950 to 2025").
    const auto group = [this](std::initializer_list<QWidget *> widgets) {
        auto *box = new QWidget(this);
        auto *line = new QHBoxLayout(box);
        line->setContentsMargins(0, 0, 0, 0);
        for (QWidget *widget : widgets)
            line->addWidget(widget);
        return box;
    };
    for (QLayout *row : {static_cast<QLayout *>(m_ui->comboRow), static_cast<QLayout *>(m_ui->rangeRow)}) {
        m_ui->rows->removeItem(row);
        delete row;   // its items and spacer; the widgets stay, placed below
    }
    auto *host = new QWidget(this);
    host->setObjectName(QStringLiteral("filterFlow"));
    auto *flow = new FlowLayout(host);
    flow->setContentsMargins(0, 0, 0, 0);
    for (QWidget *combo : {m_ui->domain, m_ui->organizationType, m_ui->country, m_ui->accessibility})
        flow->addWidget(combo);
    flow->addWidget(group({m_ui->yearLabel, m_ui->yearFrom, m_ui->yearToLabel, m_ui->yearTo}));
    flow->addWidget(group({m_ui->parametersLabel, m_ui->parametersMin, m_ui->parametersToLabel, m_ui->parametersMax}));
    m_ui->rows->addWidget(host);
}

FilterBar::~FilterBar() = default;

void FilterBar::setOptions(const Options &options)
{
    const bool yearsWereAtBounds = m_ui->yearFrom->value() == m_ui->yearFrom->minimum()
        && m_ui->yearTo->value() == m_ui->yearTo->maximum();
    m_options = options;
    m_updating = true;
    for (QSpinBox *spin : {m_ui->yearFrom, m_ui->yearTo})
        spin->setRange(options.firstYear, options.lastYear);
    if (yearsWereAtBounds) {
        m_ui->yearFrom->setValue(options.firstYear);
        m_ui->yearTo->setValue(options.lastYear);
    }
    populate();
    m_updating = false;
    emitChange();
}

void FilterBar::populate()
{
    fillCombo(m_ui->domain, tr("All domains"), m_options.domains);
    fillCombo(m_ui->organizationType, tr("All organisation types"), m_options.organizationCategories);
    fillCombo(m_ui->country, tr("All countries"), m_options.countries);
    fillCombo(m_ui->accessibility, tr("Any model access"), m_options.accessibilities);
    fillParameters(m_ui->parametersMin, tr("any size", "smallest parameter count: no limit"));
    fillParameters(m_ui->parametersMax, tr("any size", "largest parameter count: no limit"));
}

ModelFilter FilterBar::filter() const
{
    ModelFilter f;
    f.text = m_ui->search->text();
    f.domain = m_ui->domain->currentData().toString();
    f.organizationCategory = m_ui->organizationType->currentData().toString();
    f.country = m_ui->country->currentData().toString();
    f.accessibility = m_ui->accessibility->currentData().toString();
    f.openWeightsOnly = m_ui->openWeightsOnly->isChecked();
    f.favouritesOnly = m_ui->favouritesOnly->isChecked();
    // A year bound at the end of the range is no bound: models with no date stay visible.
    if (m_ui->yearFrom->value() > m_ui->yearFrom->minimum())
        f.yearFrom = m_ui->yearFrom->value();
    if (m_ui->yearTo->value() < m_ui->yearTo->maximum())
        f.yearTo = m_ui->yearTo->value();
    if (m_ui->parametersMin->currentData().isValid())
        f.parametersMin = m_ui->parametersMin->currentData().toDouble();
    if (m_ui->parametersMax->currentData().isValid())
        f.parametersMax = m_ui->parametersMax->currentData().toDouble();
    f.ids = m_onlyIds;
    return f;
}

void FilterBar::focusSearch()
{
    m_ui->search->setFocus(Qt::ShortcutFocusReason);
    m_ui->search->selectAll();
}

void FilterBar::reset()
{
    m_updating = true;
    m_ui->search->clear();
    for (QComboBox *combo : {m_ui->domain, m_ui->organizationType, m_ui->country, m_ui->accessibility,
                             m_ui->parametersMin, m_ui->parametersMax})
        combo->setCurrentIndex(0);
    m_ui->openWeightsOnly->setChecked(false);
    m_ui->favouritesOnly->setChecked(false);
    m_ui->yearFrom->setValue(m_ui->yearFrom->minimum());
    m_ui->yearTo->setValue(m_ui->yearTo->maximum());
    m_onlyIds.reset();
    m_only->hide();
    m_updating = false;
    emitChange();
}

void FilterBar::showOnly(const QVector<qint64> &ids)
{
    m_onlyIds = QSet<qint64>(ids.cbegin(), ids.cend());
    retranslateOnly();
    {
        const QSignalBlocker blocker(m_only);
        m_only->setChecked(true);
    }
    m_only->show();
    emitChange();
}

void FilterBar::setFavouritesOnly(bool favouritesOnly)
{
    m_ui->favouritesOnly->setChecked(favouritesOnly);
}

void FilterBar::retranslateOnly()
{
    if (m_onlyIds)
        m_only->setText(tr("Only the %n model(s) the last import added or changed", nullptr, int(m_onlyIds->size())));
}

void FilterBar::setSearchDelay(int milliseconds)
{
    m_searchDelay = std::max(0, milliseconds);
}

void FilterBar::applyPendingSearch()
{
    if (m_searchTimer->isActive())
        emitChange();
}

void FilterBar::emitChange()
{
    // Whatever changed, the filter carries the search text as it is now: a pending search is done.
    m_searchTimer->stop();
    if (!m_updating)
        emit filterChanged(filter());
}

void FilterBar::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange) {
        m_ui->retranslateUi(this);
        nameUnlabelledChoices(m_ui.get());
        retranslateOnly();
        m_updating = true;
        populate();
        m_updating = false;
    }
    QWidget::changeEvent(event);
}
