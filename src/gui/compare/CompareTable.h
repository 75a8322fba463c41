// gui/compare: two to four models side by side: every figure of their pages in rows, the differences
// marked, and what each needs on the chosen device.
#pragma once

#include "Estimator.h"
#include "UsableQuantization.h"
#include "ModelRecord.h"
#include "details/ModelPageBuilder.h"

#include <QCoreApplication>
#include <QJsonObject>
#include <QString>
#include <QVector>

#include <functional>
#include <optional>

// The comparison itself, without widgets, so that the window (CompareWindow) and the command line
// (`--compare`) show the same rows in the same words. The figures are the model page's own
// (ModelPageBuilder::sections) and the hardware rows come from the one Estimator: nothing here
// formats a field a second time.
class CompareTable
{
    Q_DECLARE_TR_FUNCTIONS(CompareTable)
public:
    static constexpr int MinModels = 2;
    static constexpr int MaxModels = 4;

    struct Row
    {
        QString label;
        QVector<ModelPageBuilder::Value> values;   // one per model, in the order of models()
        bool differs = false;                      // not every model shows the same text
    };
    struct Section
    {
        QString title;
        QVector<Row> rows;
    };
    // What each model needs and how it runs, on `hardware` when there is one (nothing: no device chosen,
    // the rows then give the memory at Q4_K_M). On a device, the quantization shown is the one the From
    // hardware view shows: the best that meets `minimums` (UsableQuantization), else the closest.
    using EstimateFunction = std::function<Estimate(const ModelRecord &)>;

    CompareTable(const QVector<ModelRecord> &models, const EstimateFunction &estimate,
                 const std::optional<HardwareConfig> &hardware, const Minimums &minimums = Minimums::defaults());
    // The device chosen in the From hardware view and its set-up, as the model page uses them, and the
    // minimums chosen there.
    static CompareTable onChosenDevice(const QVector<ModelRecord> &models);

    const QVector<ModelRecord> &models() const { return m_models; }
    const QVector<Estimate> &estimates() const { return m_estimates; }
    const QVector<Section> &sections() const { return m_sections; }
    // Per model, on a device: the quantization shown and how it stands against the minimums.
    const QVector<UsableEstimate> &usable() const { return m_usable; }
    // "NVIDIA GeForce RTX 4090", "2 × …"; empty when no device was chosen.
    QString deviceName() const { return m_deviceName; }
    int differenceCount() const;

    // A plain-text table per section in the UI language; a row that differs starts with "≠".
    QString toText() const;
    // {"models": [names], "hardware": name or null, "sections": [{"title", "rows": [{"field", "values",
    // "differs"}]}], "estimates": [{"model", "best", "quantizations"} or {"model", "no_estimate"}]}.
    QJsonObject toJson() const;

private:
    void addHardwareSection();
    void addPageSections();
    static bool differs(const QVector<ModelPageBuilder::Value> &values);

    QVector<ModelRecord> m_models;
    QVector<Estimate> m_estimates;
    QVector<UsableEstimate> m_usable;   // one per model on a device, else empty
    Minimums m_minimums;
    QVector<Section> m_sections;
    QString m_deviceName;
    bool m_cpuOnly = false;         // no GPU: named in words, not by the device's name
    bool m_unifiedMemory = false;   // a Mac: no system RAM apart from the GPU's (Estimator::fitLevelName)
};
