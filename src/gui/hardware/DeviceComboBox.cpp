#include "DeviceComboBox.h"

#include "HardwareCatalogue.h"
#include "NameMatcher.h"

#include <QAbstractItemView>
#include <QCompleter>
#include <QEvent>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSortFilterProxyModel>
#include <QStandardItemModel>

#include <algorithm>

namespace {

// The devices (never the vendor headers) one of whose names holds the typed text.
class DeviceMatches : public QSortFilterProxyModel
{
public:
    using QSortFilterProxyModel::QSortFilterProxyModel;

    void setTyped(const QString &typed)
    {
        m_typed = NameMatcher::key(typed);
        invalidateFilter();
    }

protected:
    bool filterAcceptsRow(int row, const QModelIndex &parent) const override
    {
        const QModelIndex index = sourceModel()->index(row, 0, parent);
        const QStringList keys = index.data(DeviceComboBox::MatchKeysRole).toStringList();
        return std::any_of(keys.cbegin(), keys.cend(), [this](const QString &key) { return NameMatcher::keyContains(key, m_typed); });
    }

private:
    QString m_typed;
};

} // namespace

DeviceComboBox::DeviceComboBox(QWidget *parent)
    : QComboBox(parent)
    , m_items(new QStandardItemModel(this))
    , m_matches(new DeviceMatches(this))
{
    setEditable(true);
    // Typed text only searches; it never becomes a new entry.
    setInsertPolicy(QComboBox::NoInsert);
    setModel(m_items);
    setMaxVisibleItems(24);
    setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    setMinimumContentsLength(34);
    // The completer lists what the filter keeps instead of matching text itself: its own matching
    // knows neither aliases nor that spaces and hyphens do not count.
    m_matches->setSourceModel(m_items);
    auto *completer = new QCompleter(m_matches, this);
    completer->setCompletionMode(QCompleter::UnfilteredPopupCompletion);
    setCompleter(completer);
    connect(lineEdit(), &QLineEdit::textEdited, this, [this, completer](const QString &text) {
        static_cast<DeviceMatches *>(m_matches)->setTyped(text);
        if (m_matches->rowCount() > 0)
            completer->complete();
        else
            completer->popup()->hide();
    });
    connect(completer, qOverload<const QString &>(&QCompleter::activated), this,
            [this](const QString &text) { selectDevice(text); });
    connect(this, &QComboBox::activated, this, [this](int index) {
        const QString name = itemData(index, DeviceNameRole).toString();
        if (!name.isEmpty())
            selectDevice(name);
    });
    // Enter on typed text that lists one device only ("4070 laptop") takes that device: the list has
    // already said which one is meant. (returnPressed comes before editingFinished, which then finds a name.)
    // Matched against the text in the field now: what was typed last may have been given up since (the
    // field left, the chosen device's name put back), and must not choose a device then.
    connect(lineEdit(), &QLineEdit::returnPressed, this, [this]() {
        static_cast<DeviceMatches *>(m_matches)->setTyped(lineEdit()->text());
        if (m_matches->rowCount() == 1)
            selectDevice(m_matches->index(0, 0).data(DeviceNameRole).toString());
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

void DeviceComboBox::addDevice(const HardwareDevice &device)
{
    auto *item = new QStandardItem(device.name);
    item->setData(device.name, DeviceNameRole);
    QStringList keys;
    for (const QString &name : device.aliases + QStringList{device.name, device.shortName()})
        keys.append(NameMatcher::key(name));
    item->setData(keys, MatchKeysRole);
    m_items->appendRow(item);
}

void DeviceComboBox::addCpuOnly()
{
    // First, under a header of its own: a computer without a graphics card is not one more GPU
    // among hundreds, and its owner should not have to scroll to the end to find it. Stored and typed
    // as "cpu" (HardwareDevice::cpuOnlyKey), shown in the language's words.
    addHeader(tr("Without a GPU", "device list header"));
    const HardwareDevice cpu = HardwareDevice::cpuOnly();
    auto *item = new QStandardItem(cpu.name);
    item->setData(HardwareDevice::cpuOnlyKey(), DeviceNameRole);
    item->setData(QStringList{NameMatcher::key(HardwareDevice::cpuOnlyKey()), NameMatcher::key(cpu.name),
                              NameMatcher::key(tr("processor", "a word the no-GPU entry is found by")),
                              NameMatcher::key(tr("integrated graphics", "a word the no-GPU entry is found by"))},
                  MatchKeysRole);
    item->setToolTip(tr("The processor runs the model from system RAM: set the RAM's size and bandwidth beside the list."));
    m_items->appendRow(item);
}

void DeviceComboBox::rebuild()
{
    const QSignalBlocker blocker(this);
    m_items->clear();
    addCpuOnly();
    for (const auto &group : HardwareCatalogue::shipped().groupedByVendor()) {
        addHeader(group.first);
        for (const HardwareDevice *d : group.second) {
            if (!d->isLaptop())
                addDevice(*d);
        }
        // A vendor's laptop GPUs under a header of their own, after its cards: "4070" lists the desktop
        // card first, and a laptop's owner sees at a glance which entries are theirs.
        const bool hasLaptops = std::any_of(group.second.cbegin(), group.second.cend(), [](const HardwareDevice *d) { return d->isLaptop(); });
        if (hasLaptops)
            addHeader(tr("%1 laptop GPUs", "device list header; %1 is a vendor, e.g. NVIDIA").arg(group.first));
        for (const HardwareDevice *d : group.second) {
            if (d->isLaptop())
                addDevice(*d);
        }
    }
    if (!m_custom.isEmpty()) {
        addHeader(tr("Your devices"));
        for (const HardwareDevice &d : std::as_const(m_custom))
            addDevice(d);
    }
    if (!m_current.isEmpty())
        selectDevice(m_current);
}

// The headers ("Your devices", "NVIDIA laptop GPUs") are words: they follow the language.
void DeviceComboBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        rebuild();
    QComboBox::changeEvent(event);
}

void DeviceComboBox::setCustomDevices(const QVector<HardwareDevice> &devices)
{
    m_custom = devices;
    rebuild();
}

bool DeviceComboBox::selectDevice(const QString &nameOrAlias)
{
    QString name = nameOrAlias;
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(name))
        name = d->name;
    const QString key = NameMatcher::key(name);
    for (int i = 0; i < count(); ++i) {
        const QString itemName = itemData(i, DeviceNameRole).toString();
        // By the stored name, or by the words the entry shows (the same for every device but No GPU).
        if (key.isEmpty() || itemName.isEmpty() || (NameMatcher::key(itemName) != key && NameMatcher::key(itemText(i)) != key))
            continue;
        const QString chosen = itemData(i, DeviceNameRole).toString();
        {
            const QSignalBlocker blocker(this);
            setCurrentIndex(i);
        }
        lineEdit()->setText(itemText(i));
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
