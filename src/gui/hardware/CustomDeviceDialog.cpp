#include "CustomDeviceDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>

CustomDeviceDialog::CustomDeviceDialog(QWidget *parent)
    : QDialog(parent)
    , m_name(new QLineEdit(this))
    , m_memory(new QDoubleSpinBox(this))
    , m_bandwidth(new QDoubleSpinBox(this))
{
    setWindowTitle(tr("Add a device"));
    m_memory->setRange(1, 4096);
    m_memory->setValue(16);
    m_memory->setSuffix(tr(" GB"));
    m_bandwidth->setRange(1, 20000);
    m_bandwidth->setValue(500);
    m_bandwidth->setSuffix(tr(" GB/s"));
    auto *form = new QFormLayout(this);
    auto *hint = new QLabel(tr("Memory and bandwidth are on the maker's specification sheet. Bandwidth decides "
                               "how fast a model answers."), this);
    hint->setWordWrap(true);
    form->addRow(hint);
    form->addRow(tr("&Name:"), m_name);
    form->addRow(tr("&Memory:"), m_memory);
    form->addRow(tr("&Bandwidth:"), m_bandwidth);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    form->addRow(buttons);
    QPushButton *ok = buttons->button(QDialogButtonBox::Ok);
    ok->setEnabled(false);
    connect(m_name, &QLineEdit::textChanged, ok, [ok](const QString &t) { ok->setEnabled(!t.trimmed().isEmpty()); });
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
}

HardwareDevice CustomDeviceDialog::device() const
{
    HardwareDevice d;
    d.name = m_name->text().trimmed();
    d.memoryGb = m_memory->value();
    d.bandwidthGbs = m_bandwidth->value();
    return d;
}
