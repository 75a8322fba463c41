#pragma once

#include <QDate>
#include <QString>
#include <QStringList>

#include <optional>

// One model of the catalogue as core hands it to the layers above. Unknown values are empty
// optionals / empty strings, never zero: the views show them as "—".
struct ModelRecord
{
    qint64 id = 0;
    QString key;
    QString name;
    QStringList organizations;
    QStringList categories;   // organisation types, one per distinct value
    QStringList countries;    // one per distinct value
    QDate published;
    QString authors;
    QStringList domains;
    QStringList tasks;
    QString approach;
    std::optional<double> parameters;
    std::optional<double> activeParameters;
    std::optional<double> datasetSize;
    QString datasetUnit;      // "tokens" or "datapoints"
    std::optional<double> epochs;
    std::optional<double> trainingComputeFlop;
    QStringList computeMethod;
    QString confidence;
    QStringList trainingHardware;
    std::optional<qint64> hardwareQuantity;
    std::optional<double> trainingTimeHours;
    std::optional<double> hardwareUtilization; // fraction, 0.552 = 55.2 %
    std::optional<double> powerDrawW;
    std::optional<double> trainingCostUsd;
    QString modelAccessibility;
    QString trainingCodeAccessibility;
    QStringList notability;
    bool frontier = false;
    std::optional<qint64> citations;
    QString reference;
    QString link;
    QDate lastModified;
    std::optional<int> layers;
    std::optional<int> attentionHeads;
    std::optional<int> kvHeads;
    std::optional<int> headDim;
    std::optional<int> contextLength;
    QString note;
    QString weightsRepository; // where the published weights live, e.g. "meta-llama/Llama-3.1-8B"

    // Derived, never stored.
    bool weightsPublished() const;
    bool likelyAbove1e23Flop() const;
    bool hasArchitecture() const;

    bool operator==(const ModelRecord &other) const;
    bool operator!=(const ModelRecord &other) const { return !(*this == other); }
};

struct Organization
{
    QString name;
    QString category;
    QString country;
};
