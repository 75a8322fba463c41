#include "ListCommand.h"

#include "CatalogueQuery.h"
#include "CatalogueTableModel.h"
#include "Console.h"
#include "CountArgument.h"
#include "CsvExporter.h"
#include "EstimateCommand.h"
#include "ModelRepository.h"
#include "NameMatcher.h"
#include "Settings.h"
#include "TerminalText.h"
#include "Vocabulary.h"

#include <QCommandLineParser>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QRegularExpression>

#include <cstdio>

using Console::print;

namespace {

QString option(const char *name)
{
    return QString::fromLatin1(name);
}

// A name's words in lower case, without punctuation ("Korea (Republic of)": korea, republic, of).
QStringList nameWords(const QString &name)
{
    static const QRegularExpression between(QStringLiteral("[^\\w]+"), QRegularExpression::UseUnicodePropertiesOption);
    return name.toLower().split(between, Qt::SkipEmptyParts);
}

// The initials of a name's words without the small ones: "United States of America" is "usa", "United
// Kingdom of Great Britain and Northern Ireland" starts "uk".
QString initials(const QStringList &words)
{
    static const QStringList small{QStringLiteral("of"), QStringLiteral("and"), QStringLiteral("the"),
                                   QStringLiteral("d"), QStringLiteral("di"), QStringLiteral("e"), QStringLiteral("del")};
    QString letters;
    for (const QString &word : words) {
        if (!small.contains(word))
            letters += word.front();
    }
    return letters;
}

// The catalogue's value (canonical English, as ModelFilter wants it) that `typed` names, as written in
// the catalogue or in the interface language, compared as NameMatcher compares names ("open-source" is
// "Open source"); empty when none does.
QString valueNamed(const QStringList &values, const QString &typed)
{
    const QString key = NameMatcher::key(typed);
    if (key.isEmpty())
        return QString();
    for (const QString &value : values) {
        if (NameMatcher::key(value) == key || NameMatcher::key(Vocabulary::display(value)) == key)
            return value;
    }
    // A person names a country as it is said: by its leading words ("United States", "Korea") or its
    // initials ("USA", "US", "UK"). Taken only when a single value answers to it.
    const QStringList typedWords = nameWords(typed);
    const bool abbreviation = typedWords.size() == 1 && typedWords.first().size() >= 2;
    QStringList answering;
    for (const QString &value : values) {
        for (const QString &name : {value, Vocabulary::display(value)}) {
            const QStringList words = nameWords(name);
            const QString letters = initials(words);
            if (words.mid(0, typedWords.size()) == typedWords
                || (abbreviation && letters.size() > 1 && letters.startsWith(typedWords.first()))) {
                answering.append(value);
                break;
            }
        }
    }
    return answering.size() == 1 ? answering.first() : QString();
}

// The closest values as the interface language names them ("Linguaggio" in Italian), each still found
// by its catalogue name too.
QString closestValues(const QStringList &values, const QString &typed)
{
    QVector<NameMatcher::Candidate> candidates;
    for (const QString &value : values)
        candidates.append({Vocabulary::display(value), {value}});
    return NameMatcher::closest(candidates, typed).join(QStringLiteral("; "));
}

// The key of --export-csv that holds what a column shows, so that a script may sort by either name.
QString exportKey(int column)
{
    switch (CatalogueTableModel::Column(column)) {
    case CatalogueTableModel::NameColumn: return QStringLiteral("name");
    case CatalogueTableModel::OrganizationColumn: return QStringLiteral("organizations");
    case CatalogueTableModel::CountryColumn: return QStringLiteral("countries");
    case CatalogueTableModel::PublishedColumn: return QStringLiteral("published");
    case CatalogueTableModel::DomainColumn: return QStringLiteral("domains");
    case CatalogueTableModel::ParametersColumn: return QStringLiteral("parameters");
    case CatalogueTableModel::ComputeColumn: return QStringLiteral("training_compute_flop");
    case CatalogueTableModel::HardwareColumn: return QStringLiteral("training_hardware");
    case CatalogueTableModel::AccessColumn: return QStringLiteral("model_accessibility");
    case CatalogueTableModel::ColumnCount: break;
    }
    return QString();
}

// Every name a column goes by: the table's ("organisation"), the export's ("organizations") and the
// header's title in the interface language ("Organizzazione").
QVector<NameMatcher::Candidate> columnCandidates(const CatalogueTableModel &model)
{
    QVector<NameMatcher::Candidate> candidates;
    for (int column = 0; column < CatalogueTableModel::ColumnCount; ++column)
        candidates.append({CatalogueTableModel::columnName(column),
                           {exportKey(column), model.headerData(column, Qt::Horizontal).toString()}});
    return candidates;
}

int columnNamed(const QVector<NameMatcher::Candidate> &candidates, const QString &typed)
{
    const QString key = NameMatcher::key(typed);
    for (int column = 0; column < candidates.size() && !key.isEmpty(); ++column) {
        const NameMatcher::Candidate &c = candidates.at(column);
        if (NameMatcher::key(c.name) == key
            || std::any_of(c.otherNames.cbegin(), c.otherNames.cend(),
                           [&key](const QString &name) { return NameMatcher::key(name) == key; }))
            return column;
    }
    // The American spelling of the one column whose name is British.
    return key == QLatin1String("organization") ? int(CatalogueTableModel::OrganizationColumn) : -1;
}

constexpr int MaxCellWidth = 40;

// The rows as the table writes them, in the columns a newcomer's table shows, padded to line up
// (numbers to the right, as the table aligns them).
QStringList textLines(const CatalogueTableModel &model)
{
    QList<int> columns;
    const QStringList names = Settings::defaultValue(Settings::Key::CatalogueColumns).toStringList();
    for (int column = 0; column < CatalogueTableModel::ColumnCount; ++column) {
        if (names.contains(CatalogueTableModel::columnName(column)))
            columns.append(column);
    }
    QVector<QStringList> cells;
    cells.reserve(model.rowCount() + 1);
    QStringList header;
    for (const int column : std::as_const(columns))
        header.append(model.headerData(column, Qt::Horizontal).toString());
    cells.append(header);
    for (int row = 0; row < model.rowCount(); ++row) {
        QStringList line;
        for (const int column : std::as_const(columns)) {
            // A cell longer than a terminal's share is cut short, as the window's column cuts it (a
            // model of forty organisations would push every other column off the screen); --json
            // holds every value whole.
            line.append(TerminalText::cut(model.data(model.index(row, column)).toString(), MaxCellWidth));
        }
        cells.append(line);
    }
    QVector<int> widths(columns.size(), 0);
    for (const QStringList &line : std::as_const(cells)) {
        for (int i = 0; i < line.size(); ++i)
            widths[i] = std::max(widths.at(i), TerminalText::width(line.at(i)));
    }
    QStringList lines;
    lines.reserve(cells.size());
    for (const QStringList &line : std::as_const(cells)) {
        QString text;
        for (int i = 0; i < line.size(); ++i) {
            const bool right = model.data(model.index(0, columns.at(i)), Qt::TextAlignmentRole).value<Qt::Alignment>()
                & Qt::AlignRight;
            if (i > 0)
                text += QStringLiteral("  ");
            text += right ? TerminalText::padLeft(line.at(i), widths.at(i)) : TerminalText::padRight(line.at(i), widths.at(i));
        }
        // Padding after the last column is only noise for a script that reads the lines.
        while (text.endsWith(QLatin1Char(' ')))
            text.chop(1);
        lines.append(text);
    }
    return lines;
}

} // namespace

QList<QCommandLineOption> ListCommand::options()
{
    //: value name in --help: the text of a search
    const QString text = tr("text");
    //: value name in --help: a domain of the catalogue, such as Language
    const QString domain = tr("domain");
    //: value name in --help: a country
    const QString country = tr("country");
    //: value name in --help: a type of organisation, such as Industry
    const QString type = tr("type");
    //: value name in --help: a year, such as 2023
    const QString year = tr("year");
    //: value name in --help: a number of parameters, such as 8e9
    const QString count = tr("count");
    //: value name in --help: a column of the catalogue table
    const QString column = tr("column");
    return {
        {option("list"), tr("Print the models the Catalogue table shows for the search, filters and order given "
                            "with the options below, as a table of its usual columns (or, with --json, with the "
                            "keys of --export-csv), and exit.")},
        {option("search"), tr("For --list: the search, as typed in the window's search box; words after the options are "
                              "read as the search too (--list llama 3)."), text},
        {option("domain"), tr("For --list: only models of this domain, e.g. Language or Vision."), domain},
        {option("country"), tr("For --list: only models of an organisation from this country."), country},
        {option("organization"), tr("For --list: only models of this type of organisation, e.g. Industry or Academia."),
         type},
        {option("open-weights"), tr("For --list: only models whose weights are published.")},
        {option("from-year"), tr("For --list: only models published in this year or later."), year},
        {option("to-year"), tr("For --list: only models published in this year or earlier."), year},
        {option("min-parameters"), tr("For --list: only models with at least this many parameters (8e9 or 8B)."), count},
        {option("max-parameters"), tr("For --list: only models with at most this many parameters (8e9 or 8B)."), count},
        {option("sort"), tr("For --list: the order, by a column of the table (name, organisation, country, published, "
                            "domain, parameters, compute, hardware, access) or its --export-csv key; a leading \"-\" "
                            "sorts from the highest (--sort=-parameters). Default: the newest first."),
         column},
    };
}

int ListCommand::run(QSqlDatabase db, const QCommandLineParser &parser)
{
    if (!parser.isSet(option("list")))
        return -1;
    // The window's own table model: its index, its search and its order make the rows.
    CatalogueTableModel model(db);
    if (!model.lastError().isEmpty())
        return EstimateCommand::readFailed(model.lastError(), parser);

    ModelFilter filter;
    // The words after the options are the search too ("--list llama 3"), as a person typing it expects;
    // ArgumentCheck refuses both at once.
    filter.text = parser.isSet(option("search")) ? parser.value(option("search")) : parser.positionalArguments().join(QLatin1Char(' '));
    filter.openWeightsOnly = parser.isSet(option("open-weights"));
    const CatalogueQuery query(db);
    const struct {
        const char *name;
        QStringList values;
        QString *field;
        QString unknown;
    } named[] = {
        {"domain", query.domains(), &filter.domain, tr("Unknown domain \"%1\". Closest names: %2.")},
        {"country", query.countries(), &filter.country, tr("Unknown country \"%1\". Closest names: %2.")},
        {"organization", query.organizationCategories(), &filter.organizationCategory,
         tr("Unknown organisation type \"%1\". Closest names: %2.")},
    };
    for (const auto &n : named) {
        if (!parser.isSet(option(n.name)))
            continue;
        const QString typed = parser.value(option(n.name));
        *n.field = valueNamed(n.values, typed);
        if (n.field->isEmpty()) {
            print(stderr, n.unknown.arg(typed, closestValues(n.values, typed)));
            return 2;
        }
    }

    for (const auto &[name, bound] : {std::pair{"from-year", &filter.yearFrom}, std::pair{"to-year", &filter.yearTo}}) {
        if (!parser.isSet(option(name)))
            continue;
        bool ok = false;
        const int year = parser.value(option(name)).trimmed().toInt(&ok);
        if (!ok) {
            print(stderr, tr("--%1 takes a year such as 2023, not \"%2\".").arg(QLatin1String(name), parser.value(option(name))));
            return 2;
        }
        *bound = year;
    }
    if (filter.yearFrom && filter.yearTo && *filter.yearFrom > *filter.yearTo) {
        print(stderr, tr("--from-year %1 is after --to-year %2: no model could match.").arg(*filter.yearFrom).arg(*filter.yearTo));
        return 2;
    }
    for (const auto &[name, bound] : {std::pair{"min-parameters", &filter.parametersMin},
                                      std::pair{"max-parameters", &filter.parametersMax}}) {
        if (!parser.isSet(option(name)))
            continue;
        *bound = CountArgument::parse(parser.value(option(name)));
        if (!*bound) {
            print(stderr, tr("--%1 takes a count above zero such as 8e9 or 8B, not \"%2\".")
                              .arg(QLatin1String(name), parser.value(option(name))));
            return 2;
        }
        if (const QString note = CountArgument::note(QStringLiteral("--") + QLatin1String(name), parser.value(option(name)));
            !note.isEmpty())
            print(stderr, note);
    }
    if (filter.parametersMin && filter.parametersMax && *filter.parametersMin > *filter.parametersMax) {
        print(stderr, tr("--min-parameters %1 is more than --max-parameters %2: no model could match.")
                          .arg(parser.value(option("min-parameters")), parser.value(option("max-parameters"))));
        return 2;
    }

    // The table's first order unless another is asked for.
    int column = CatalogueTableModel::PublishedColumn;
    Qt::SortOrder order = Qt::DescendingOrder;
    if (parser.isSet(option("sort"))) {
        QString typed = parser.value(option("sort")).trimmed();
        order = typed.startsWith(QLatin1Char('-')) ? Qt::DescendingOrder : Qt::AscendingOrder;
        if (order == Qt::DescendingOrder)
            typed.remove(0, 1);
        const auto candidates = columnCandidates(model);
        column = columnNamed(candidates, typed);
        if (column < 0) {
            print(stderr, tr("Unknown column \"%1\" for --sort. Closest names: %2.")
                              .arg(typed, NameMatcher::closest(candidates, typed).join(QStringLiteral("; "))));
            return 2;
        }
    }

    model.setFilter(filter);
    model.sort(column, order);
    if (!model.lastError().isEmpty())
        return EstimateCommand::readFailed(model.lastError(), parser);

    if (parser.isSet(option("json"))) {
        QVector<qint64> ids;
        ids.reserve(model.shownCount());
        for (int row = 0; row < model.shownCount(); ++row)
            ids.append(model.idAt(row));
        QString error;
        const QVector<ModelRecord> records = ModelRepository(db).byIds(ids, &error);
        if (!error.isEmpty())
            return EstimateCommand::readFailed(error, parser);
        QHash<qint64, const ModelRecord *> byId;
        for (const ModelRecord &record : records)
            byId.insert(record.id, &record);
        QJsonArray array;
        for (const qint64 id : std::as_const(ids)) {
            if (const ModelRecord *record = byId.value(id))
                array.append(CsvExporter::toJson(*record));
        }
        print(stdout, QString::fromUtf8(QJsonDocument(array).toJson(QJsonDocument::Indented)).trimmed());
        return 0;
    }

    if (model.shownCount() == 0) {
        print(stderr, tr("No model matches."));
        return 0;
    }
    const QStringList lines = textLines(model);
    // Cells are read a page at a time: a page that could not be read leaves its rows blank.
    if (!model.lastError().isEmpty())
        return EstimateCommand::readFailed(model.lastError(), parser);
    print(stdout, lines.join(QLatin1Char('\n')));
    return 0;
}
