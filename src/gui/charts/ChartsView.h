// gui/charts: the Charts tab and chart export: the catalogue as pictures over time and against each
// other.
#pragma once

#include "ChartQuery.h"
#include "ChartSource.h"

#include <QSqlDatabase>
#include <QWidget>

#include <functional>
#include <memory>

class ChartBuilder;
class ChartCanvas;
class QChart;

namespace Ui {
class ChartsView;
}

// The Charts tab: the catalogue as pictures, following the catalogue's filter (and saying so) unless
// told to ignore it. The data is read off the GUI thread (ChartSource); an answer that arrives after
// a newer question is dropped.
class ChartsView : public QWidget
{
    Q_OBJECT
public:
    explicit ChartsView(QSqlDatabase db, QWidget *parent = nullptr);
    ~ChartsView() override;

    // The views the command line can export by name: compute-over-time, parameters-over-time,
    // compute-vs-parameters, models-per-year.
    static QStringList presets();
    bool applyPreset(const QString &name);

    void setKind(ChartKind kind);
    void setAxes(ChartAxis x, ChartAxis y);
    void setGrouping(ChartGrouping grouping);
    void setTrend(bool enabled, int fromYear, int toYear);
    // Names beside the record-setting models of a scatter chart. Not remembered: only the user's own
    // click on the check box is (so that a headless export leaves the settings alone).
    void setRecordLabels(bool enabled);
    bool recordLabels() const;
    // Log (the default) or linear scale for a numeric axis.
    void setLogScale(Qt::Orientation orientation, bool log);
    ChartRequest request() const;

    // Whether the chart follows the Catalogue's filters (the default) or shows every model.
    void setFollowingFilters(bool follow);
    bool followingFilters() const { return m_following; }
    // What the tab shows and which filters apply, for the status bar: "812 of 1,371 models drawn ·
    // search “llama” · open weights only".
    QString statusText() const;
    // The line above the chart naming the Catalogue filters it follows (empty without filters).
    QString filterNoticeText() const;

    // Writes the models drawn now (less the groups hidden from the legend) as --export-csv writes
    // the catalogue: the same columns, the same guard against formulas.
    bool exportData(const QString &path, int *rowsWritten, QString *error) const;

    // Reads the data on the calling thread from now on (headless export, where nothing else runs).
    void setSynchronous(bool synchronous) { m_source->setSynchronous(synchronous); }
    // The window hands over the catalogue table's own filter code: the charts then read every model's
    // chart fields once and draw each filter from memory (ChartSource). Without it (an export, a view
    // on its own) each chart reads just the models the filter's SQL matches (ChartQuery::run).
    using Matcher = ChartSource::Matcher;
    void setMatcher(Matcher matcher);
    // The catalogue changed (an import, a rebuild): what is kept in memory is read again.
    void reloadCatalogue();
    bool isLoading() const { return m_source->isLoading(); }

    QChart *chart() const { return m_chart; }
    ChartCanvas *chartView() const;
    ChartBuilder *builder() const { return m_builder; }
    const ChartData &data() const { return m_data; }
    QString notDrawnText() const;
    QString trendText() const;

public slots:
    void setFilter(const ModelFilter &filter);
    void refresh();

signals:
    void modelActivated(qint64 id);
    // The chart shows fresh data (tests wait for it).
    void chartUpdated();
    void statusTextChanged();
    // The user asked to clear the Catalogue's filters from this tab.
    void clearFiltersRequested();

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;
    void hideEvent(QHideEvent *event) override;

private:
    void setUpControls();
    void retranslate();
    void controlsChanged();
    void showLogBoxes();
    void trendControlsChanged();
    void display(const ChartData &data);
    void redraw();
    void updateCaptions();
    void updateFilterNotice();

    QSqlDatabase m_db;
    ModelFilter m_filter;      // the Catalogue's
    bool m_following = true;
    ChartData m_data;
    bool m_dirty = true;
    bool m_updatingControls = false;

    std::unique_ptr<Ui::ChartsView> m_ui;   // the controls, captions and chart view (ui/ChartsView.ui)
    ChartSource *m_source;
    QChart *m_chart = nullptr;
    ChartBuilder *m_builder = nullptr;
};
