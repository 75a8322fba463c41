#pragma once

// The fields of a model that the catalogue's list reads for each row and sorts by, named for what
// they hold rather than where a view shows them: the table model (CatalogueTableModel) decides its
// columns and their order, core only knows fields.
enum class ModelField {
    Name,
    Organizations,
    Countries,
    Published,
    Domains,
    Parameters,
    TrainingCompute,
    TrainingHardware,
    Accessibility,
};
constexpr int modelFieldCount = int(ModelField::Accessibility) + 1;
