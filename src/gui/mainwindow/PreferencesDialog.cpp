#include "PreferencesDialog.h"

#include "CustomHardware.h"
#include "hardware/DeviceComboBox.h"
#include "hardware/HardwareView.h"
#include "HardwareCatalogue.h"
#include "HardwareChoice.h"
#include "LanguageManager.h"
#include "MemoryUnit.h"
#include "Settings.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QLineEdit>
#include <QSpinBox>

#include <algorithm>

PreferencesDialog::PreferencesDialog(QSqlDatabase db, LanguageManager *languages, HardwareView *hardware, QWidget *parent)
    : QDialog(parent)
    , m_languages(languages)
    , m_hardware(hardware)
    , m_language(new QComboBox(this))
    , m_updateUrl(new QLineEdit(this))
    , m_timeout(new QSpinBox(this))
    , m_device(new DeviceComboBox(this))
    , m_unit(new QComboBox(this))
{
    setWindowTitle(tr("Preferences"));
    // Language names are written in their own language, so that anyone can find theirs.
    m_language->addItem(QStringLiteral("English"), QStringLiteral("en"));
    m_language->addItem(QStringLiteral("Italiano"), QStringLiteral("it"));
    m_language->setCurrentIndex(qMax(0, m_language->findData(languages->language())));
    m_updateUrl->setText(Settings::value(Settings::Key::UpdateUrl).toString());
    m_updateUrl->setPlaceholderText(tr("Epoch AI's own address"));
    m_timeout->setRange(1, 600);
    m_timeout->setSuffix(tr(" s"));
    m_timeout->setValue(Settings::value(Settings::Key::UpdateTimeoutSeconds).toInt());
    m_device->setCustomDevices(CustomHardware(db).all());
    const HardwareChoice choice = HardwareChoice::load();
    if (!choice.example)
        m_device->selectDevice(choice.deviceName);
    else
        m_device->setCurrentIndex(-1);
    const HardwareDevice *example = HardwareCatalogue::shipped().find(HardwareChoice::exampleDeviceName());
    int contentsLength = 28;
    if (m_device->lineEdit() && example) {
        //: %1 is the example card's short name
        const QString placeholder = tr("None chosen: an %1 stands in as an example").arg(example->shortName());
        m_device->lineEdit()->setPlaceholderText(placeholder);
        // Wide enough for the whole sentence, in either language: cut at "stands in a…" it no longer
        // said that the RTX 4090 is only an example. The length counts widths of an "x".
        const QFontMetrics metrics = m_device->fontMetrics();
        contentsLength = std::max(contentsLength, metrics.horizontalAdvance(placeholder)
                                                      / std::max(1, metrics.horizontalAdvance(QLatin1Char('x'))) + 2);
    }
    m_device->setMinimumContentsLength(contentsLength);
    for (const MemoryUnit::Unit unit : {MemoryUnit::Unit::Gib, MemoryUnit::Unit::Gb})
        m_unit->addItem(MemoryUnit::name(unit), MemoryUnit::key(unit));
    m_unit->setCurrentIndex(m_unit->findData(MemoryUnit::key(MemoryUnit::current())));

    auto *form = new QFormLayout;
    form->setFieldGrowthPolicy(QFormLayout::ExpandingFieldsGrow);
    // Rows never wrap: a wrapped row's height was not counted when the dialog opened, and the fields
    // under it were squeezed below their height (the time-out's "30 s" cut in two).
    form->setRowWrapPolicy(QFormLayout::DontWrapRows);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Device:"), m_device);
    form->addRow(tr("&Memory in:"), m_unit);
    form->addRow(tr("&Update address:"), m_updateUrl);
    form->addRow(tr("&Time-out:"), m_timeout);
    // Tab goes down the rows as shown, not in the order the fields were made.
    QWidget::setTabOrder(m_language, m_device);
    QWidget::setTabOrder(m_device, m_unit);
    QWidget::setTabOrder(m_unit, m_updateUrl);
    QWidget::setTabOrder(m_updateUrl, m_timeout);
    m_device->setToolTip(tr("The device the From hardware tab and the model pages start on."));
    m_timeout->setToolTip(tr("An update that receives less than a kilobyte in this time is given up."));
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(buttons);
}

void PreferencesDialog::accept()
{
    const QString language = m_language->currentData().toString();
    if (language != m_languages->language()) {
        m_languages->setLanguage(language);
        Settings::setValue(Settings::Key::Language, language);
    }
    const QString url = m_updateUrl->text().trimmed();
    if (url.isEmpty())
        Settings::remove(Settings::Key::UpdateUrl);   // back to Epoch AI's own address
    else
        Settings::setValue(Settings::Key::UpdateUrl, url);
    Settings::setValue(Settings::Key::UpdateTimeoutSeconds, m_timeout->value());
    if (const auto unit = MemoryUnit::fromKey(m_unit->currentData().toString()))
        MemoryUnit::setCurrent(*unit);
    // Through the tab, so that the tab, the remembered choice and the model pages agree.
    const QString device = m_device->currentDeviceName();
    if (!device.isEmpty() && m_hardware)
        m_hardware->setDevice(device);
    QDialog::accept();
}
