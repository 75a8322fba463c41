#pragma once

#include <QJsonObject>
#include <QStringList>

// What data/README.md promises about the shipped catalogue files, checked entry by entry, so that a
// misspelt key or a wrong type fails loudly instead of being dropped when the catalogue is loaded.
namespace CatalogueSchema {

// An empty string when `model` follows the format of models.json, else what is wrong with it
// (the first problem found, naming the key).
QString checkModel(const QJsonObject &model);
// The same for one entry of organizations.json.
QString checkOrganization(const QJsonObject &organization);

// The figures a source can be given for ("what" in a model's `sources`).
const QStringList &sourceSubjects();

} // namespace CatalogueSchema
