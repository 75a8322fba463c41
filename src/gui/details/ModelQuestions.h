#pragma once

#include "ModelRecord.h"

#include <QCoreApplication>
#include <QString>
#include <QVector>

// One question a reader is likely to ask about a model, with its answer. Both are plain text
// (never HTML) in the current UI language; the page escapes them when it renders.
struct ModelQuestion
{
    QString question;
    QString answer;
};

// The model page's "Common questions", answered from the record itself. A question whose answer
// would rest on a missing value is left out rather than answered with a guess.
class ModelQuestions
{
    Q_DECLARE_TR_FUNCTIONS(ModelQuestions)
public:
    static QVector<ModelQuestion> forModel(const ModelRecord &model);
};
