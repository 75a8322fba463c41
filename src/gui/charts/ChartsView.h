// gui/charts: the Charts tab and chart export: the catalogue as pictures over time and against each
// other.
#pragma once

#include "BackgroundRead.h"
#include "ChartQuery.h"

#include <QSqlDatabase>
#include <QWidget>

#include <functional>
#include <memory>

class ChartBuilder;
class ChartTable;
class QChart;
class QChartView;

namespace Ui {
class ChartsView;
}

// The Charts tab: the catalogue as pictures, following the catalogue's filter. The data is read off
// the GUI thread (ChartQuery::runAsync); an answer that arrives after a newer question is dropped.
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
    ChartRequest request() const;

    // Reads the data on the calling thread from now on (headless export, where nothing else runs).
    void setSynchronous(bool synchronous) { m_synchronous = synchronous; }
    // The window hands over the catalogue table's own filter code: the charts then read every model's
    // chart fields once (ChartTable, on a worker thread) and draw each filter from memory, a few
    // milliseconds where reading the wide rows again took 605 ms at 100,000 models. Without it (an
    // export, a view on its own) each chart is read from SQL.
    using Matcher = std::function<QVector<qint64>(const ModelFilter &)>;
    void setMatcher(Matcher matcher);
    // The catalogue changed (an import, a rebuild): what is kept in memory is read again.
    void reloadCatalogue();
    bool isLoading() const { return m_reads.isWaiting() || m_tableRead.isWaiting(); }

    QChart *chart() const { return m_chart; }
    QChartView *chartView() const;
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

protected:
    void changeEvent(QEvent *event) override;
    void showEvent(QShowEvent *event) override;

private:
    void setUpControls();
    void retranslate();
    void controlsChanged();
    void trendControlsChanged();
    void display(const ChartData &data);
    void loadTable();
    void redraw();
    void applyTheme();
    void updateCaptions();

    QSqlDatabase m_db;
    ModelFilter m_filter;
    ChartData m_data;
    bool m_synchronous = false;
    bool m_dirty = true;
    bool m_updatingControls = false;
    BackgroundRead::Latest m_reads;
    BackgroundRead::Latest m_tableRead;   // ChartTable, read once per catalogue
    Matcher m_matcher;
    std::shared_ptr<const ChartTable> m_table;

    std::unique_ptr<Ui::ChartsView> m_ui;   // the controls, captions and chart view (ui/ChartsView.ui)
    QChart *m_chart = nullptr;
    ChartBuilder *m_builder = nullptr;
};
