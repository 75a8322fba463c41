#include "DeviceComboBox.h"

#include "HardwareCatalogue.h"

#include <QCompleter>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QStandardItemModel>

DeviceComboBox::DeviceComboBox(QWidget *parent)
    : QComboBox(parent)
    , m_items(new QStandardItemModel(this))
{
    setEditable(true);
    // Typed text only searches; it never becomes a new entry.
    setInsertPolicy(QComboBox::NoInsert);
    setModel(m_items);
    setMaxVisibleItems(24);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(34);
    auto *completer = new QCompleter(m_items, this);
    completer->setCaseSensitivity(Qt::CaseInsensitive);
    completer->setFilterMode(Qt::MatchContains);
    completer->setCompletionMode(QCompleter::PopupCompletion);
    setCompleter(completer);
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this](const QString &text) { selectDevice(text); });
    connect(this, &QComboBox::activated, this, [this](int index) {
        const QString name = itemData(index, DeviceNameRole).toString();
        if (!name.isEmpty())
            selectDevice(name);
    });
    // Leaving the field with half-typed text puts the chosen device's name back.
    connect(lineEdit(), &QLineEdit::editingFinished, this, [this]() {
        if (!selectDevice(lineEdit()->text()))
            selectDevice(m_current);
    });
    rebuild();
}

void DeviceComboBox::addHeader(const QString &title)
{
    auto *item = new QStandardItem(title);
    item->setFlags(Qt::NoItemFlags);
    QFont bold = font();
    bold.setBold(true);
    item->setFont(bold);
    m_items->appendRow(item);
}

void DeviceComboBox::rebuild()
{
    const QSignalBlocker blocker(this);
    m_items->clear();
    for (const auto &group : HardwareCatalogue::shipped().groupedByVendor()) {
        addHeader(group.first);
        for (const HardwareDevice *d : group.second) {
            auto *item = new QStandardItem(d->name);
            item->setData(d->name, DeviceNameRole);
            m_items->appendRow(item);
        }
    }
    if (!m_custom.isEmpty()) {
        addHeader(tr("Your devices"));
        for (const HardwareDevice &d : std::as_const(m_custom)) {
            auto *item = new QStandardItem(d.name);
            item->setData(d.name, DeviceNameRole);
            m_items->appendRow(item);
        }
    }
    if (!m_current.isEmpty())
        selectDevice(m_current);
}

void DeviceComboBox::setCustomDevices(const QVector<HardwareDevice> &devices)
{
    m_custom = devices;
    rebuild();
}

bool DeviceComboBox::selectDevice(const QString &nameOrAlias)
{
    QString name = nameOrAlias.trimmed();
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(name))
        name = d->name;
    for (int i = 0; i < count(); ++i) {
        if (itemData(i, DeviceNameRole).toString().compare(name, Qt::CaseInsensitive) != 0)
            continue;
        const QString chosen = itemData(i, DeviceNameRole).toString();
        {
            const QSignalBlocker blocker(this);
            setCurrentIndex(i);
        }
        lineEdit()->setText(chosen);
        if (chosen != m_current) {
            m_current = chosen;
            emit deviceChosen(chosen);
        }
        return true;
    }
    return false;
}

QString DeviceComboBox::currentDeviceName() const
{
    return m_current;
}
