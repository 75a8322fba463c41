#include "HardwareView.h"

#include "BackgroundRead.h"

#include "CustomDeviceDialog.h"
#include "CustomHardware.h"
#include "DeviceComboBox.h"
#include "Formatter.h"
#include "HardwareCatalogue.h"
#include "HardwareTexts.h"
#include "MemoryChart.h"
#include "ModelRepository.h"
#include "RunsOnModel.h"
#include "RunsOnProxyModel.h"
#include "Vocabulary.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QFutureWatcher>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

#include <set>

HardwareView::HardwareView(QSqlDatabase db, QWidget *parent)
    : QWidget(parent)
    , m_db(db)
    , m_model(new RunsOnModel(this))
    , m_proxy(new RunsOnProxyModel(this))
    , m_detector(new HardwareDetector(this))
{
    m_proxy->setSourceModel(m_model);
    m_table = new QTableView(this);
    m_table->setModel(m_proxy);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(RunsOnModel::FitColumn, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setAlternatingRowColors(true);
    m_table->setTabKeyNavigation(false);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::Fixed);
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 8);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(RunsOnModel::ModelColumn, QHeaderView::Stretch);
    for (int c = RunsOnModel::ParametersColumn; c < RunsOnModel::ColumnCount; ++c)
        m_table->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    m_summary = new QLabel(this);
    m_summary->setWordWrap(true);
    QFont bold = m_summary->font();
    bold.setBold(true);
    bold.setPointSizeF(bold.pointSizeF() * 1.15);
    m_summary->setFont(bold);
    m_leftOut = new QLabel(this);
    m_leftOut->setWordWrap(true);

    m_basisBox = new QGroupBox(this);
    m_basis = new QLabel(m_basisBox);
    m_basis->setWordWrap(true);
    m_basis->setTextFormat(Qt::RichText);
    m_basis->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_basis->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    // The selected row's model at every quantization against this device, above the arithmetic.
    m_memoryChart = new MemoryChart(m_basisBox);
    m_memoryChart->setObjectName(QStringLiteral("memoryChart"));
    m_memoryChart->hide();
    auto *basisLayout = new QVBoxLayout(m_basisBox);
    basisLayout->addWidget(m_memoryChart);
    basisLayout->addWidget(m_basis, 1);
    m_trainedBox = new QGroupBox(this);
    m_trained = new QLabel;
    m_trained->setWordWrap(true);
    m_trained->setTextFormat(Qt::RichText);
    m_trained->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_trained->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto *trainedScroll = new QScrollArea(m_trainedBox);
    trainedScroll->setWidget(m_trained);
    trainedScroll->setWidgetResizable(true);
    trainedScroll->setFrameShape(QFrame::NoFrame);
    (new QVBoxLayout(m_trainedBox))->addWidget(trainedScroll);

    auto *side = new QWidget(this);
    auto *sideLayout = new QVBoxLayout(side);
    sideLayout->setContentsMargins(0, 0, 0, 0);
    sideLayout->addWidget(m_basisBox, 1);
    sideLayout->addWidget(m_trainedBox, 1);
    auto *left = new QWidget(this);
    auto *leftLayout = new QVBoxLayout(left);
    leftLayout->setContentsMargins(0, 0, 0, 0);
    leftLayout->addWidget(createFilters());
    leftLayout->addWidget(m_table, 1);
    auto *splitter = new QSplitter(Qt::Horizontal, this);
    splitter->addWidget(left);
    splitter->addWidget(side);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 2);
    splitter->setChildrenCollapsible(false);
    splitter->setSizes({1000, 480});

    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(6, 6, 6, 6);
    layout->addWidget(createControls());
    layout->addWidget(m_summary);
    layout->addWidget(m_leftOut);
    layout->addWidget(splitter, 1);

    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this, &HardwareView::showBasis);
    connect(m_model, &QAbstractItemModel::modelReset, this, &HardwareView::showBasis);
    connect(m_table, &QTableView::doubleClicked, this, [this](const QModelIndex &index) {
        emit modelActivated(index.data(RunsOnModel::IdRole).toLongLong());
    });
    connect(m_detector, &HardwareDetector::finished, this, &HardwareView::showDetection);

    connect(m_model, &RunsOnModel::computed, this, &HardwareView::showResult);

    m_device->setCustomDevices(CustomHardware(m_db).all());
    readChoice();
    retranslate();
    // Remembers the choice now (the model page reads it); the models themselves are read when the
    // tab is first shown (ensureLoaded), not at start-up.
    applyChoice();
}

QWidget *HardwareView::createControls()
{
    auto *box = new QWidget(this);
    auto *rows = new QVBoxLayout(box);
    rows->setContentsMargins(0, 0, 0, 0);
    m_deviceLabel = new QLabel(box);
    m_device = new DeviceComboBox(box);
    m_deviceLabel->setBuddy(m_device);
    m_detect = new QPushButton(box);
    m_addDevice = new QPushButton(box);
    m_detection = new QLabel(box);
    m_detection->setWordWrap(true);
    m_countLabel = new QLabel(box);
    m_count = new QSpinBox(box);
    m_count->setRange(1, 8);
    m_countLabel->setBuddy(m_count);
    m_ramLabel = new QLabel(box);
    m_ram = new QDoubleSpinBox(box);
    m_ram->setRange(0, 4096);
    m_ram->setDecimals(0);
    m_ram->setSingleStep(8);
    m_ramLabel->setBuddy(m_ram);
    m_contextLabel = new QLabel(box);
    m_context = new QSpinBox(box);
    m_context->setRange(512, 1048576);
    m_context->setSingleStep(4096);
    m_context->setGroupSeparatorShown(true);
    m_contextLabel->setBuddy(m_context);
    m_kvLabel = new QLabel(box);
    m_kv = new QComboBox(box);
    // llama.cpp's own names for the cache types: identifiers, never translated.
    for (KvCachePrecision p : {KvCachePrecision::F16, KvCachePrecision::Q8_0, KvCachePrecision::Q4_0})
        m_kv->addItem(HardwareChoice::kvName(p), int(p));
    m_kvLabel->setBuddy(m_kv);

    auto *deviceRow = new QHBoxLayout;
    deviceRow->addWidget(m_deviceLabel);
    deviceRow->addWidget(m_device, 3);
    deviceRow->addWidget(m_detect);
    deviceRow->addWidget(m_addDevice);
    deviceRow->addStretch(2);
    auto *settingsRow = new QHBoxLayout;
    for (QWidget *w : std::initializer_list<QWidget *>{m_countLabel, m_count, m_ramLabel, m_ram, m_contextLabel, m_context,
                                                       m_kvLabel, m_kv})
        settingsRow->addWidget(w);
    settingsRow->addStretch(1);
    rows->addLayout(deviceRow);
    rows->addLayout(settingsRow);
    rows->addWidget(m_detection);

    connect(m_device, &DeviceComboBox::deviceChosen, this, [this](const QString &) { applyChoice(); });
    connect(m_count, &QSpinBox::valueChanged, this, &HardwareView::applyChoice);
    connect(m_ram, &QDoubleSpinBox::valueChanged, this, &HardwareView::applyChoice);
    connect(m_context, &QSpinBox::valueChanged, this, &HardwareView::applyChoice);
    connect(m_kv, &QComboBox::currentIndexChanged, this, &HardwareView::applyChoice);
    connect(m_detect, &QPushButton::clicked, this, &HardwareView::detectHardware);
    connect(m_addDevice, &QPushButton::clicked, this, &HardwareView::addCustomDevice);
    return box;
}

QWidget *HardwareView::createFilters()
{
    auto *box = new QWidget(this);
    auto *row = new QHBoxLayout(box);
    row->setContentsMargins(0, 0, 0, 0);
    m_search = new QLineEdit(box);
    m_search->setClearButtonEnabled(true);
    m_domain = new QComboBox(box);
    m_fit = new QComboBox(box);
    m_fit->setObjectName(QStringLiteral("fitFilter"));
    m_domain->setObjectName(QStringLiteral("domainFilter"));
    m_search->setObjectName(QStringLiteral("hardwareSearch"));
    row->addWidget(m_search, 2);
    row->addWidget(m_domain, 1);
    row->addWidget(m_fit, 1);
    connect(m_search, &QLineEdit::textChanged, m_proxy, &RunsOnProxyModel::setSearchText);
    connect(m_domain, &QComboBox::currentIndexChanged, this, &HardwareView::applyFilters);
    connect(m_fit, &QComboBox::currentIndexChanged, this, &HardwareView::applyFilters);
    return box;
}

void HardwareView::retranslate()
{
    m_deviceLabel->setText(tr("&Device:"));
    m_device->setToolTip(tr("Type any part of the name to search the list."));
    m_detect->setText(tr("D&etect my hardware"));
    m_addDevice->setText(tr("&Add a device…"));
    m_countLabel->setText(tr("&Count:"));
    m_ramLabel->setText(tr("System &RAM:"));
    // Spin boxes keep the locale they were made with; follow the language's number format.
    m_ram->setLocale(QLocale());
    m_context->setLocale(QLocale());
    m_ram->setSuffix(tr(" GB"));
    m_contextLabel->setText(tr("C&ontext:"));
    m_context->setSuffix(tr(" tokens"));
    m_kvLabel->setText(tr("&KV cache:"));
    m_search->setPlaceholderText(tr("Search models…"));
    m_basisBox->setTitle(tr("How the selected row is worked out"));
    m_trainedBox->setTitle(tr("Trained on this chip"));
    m_table->setAccessibleName(tr("Models on this hardware"));
    if (m_loaded)
        fillFilterChoices();
    m_model->retranslate();
    if (m_hasDetection)
        showDetection(m_lastDetection);
    updateTexts();
}

void HardwareView::fillFilterChoices()
{
    const QString domain = m_domain->currentData().toString();
    const int fit = m_fit->currentIndex();
    const QSignalBlocker domainBlocker(m_domain), fitBlocker(m_fit);
    m_domain->clear();
    m_domain->addItem(tr("All domains"), QString());
    std::set<QString> domains;
    for (const RunsOnRow &row : m_model->result().rows)
        domains.insert(row.domains.cbegin(), row.domains.cend());
    for (const QString &d : domains)
        m_domain->addItem(Vocabulary::display(d), d);
    m_domain->setCurrentIndex(qMax(0, m_domain->findData(domain)));
    m_fit->clear();
    m_fit->addItem(tr("Any fit"));
    m_fit->addItem(tr("Entirely on the GPU"));
    for (FitLevel level : {FitLevel::Gpu, FitLevel::Tight, FitLevel::Offload, FitLevel::TooLarge})
        m_fit->addItem(Estimator::fitLevelName(level), int(level));
    m_fit->setCurrentIndex(qMax(0, fit));
}

void HardwareView::applyFilters()
{
    m_proxy->setDomain(m_domain->currentData().toString());
    const int index = m_fit->currentIndex();
    if (index == 1)
        m_proxy->setFitLevels({int(FitLevel::Gpu), int(FitLevel::Tight)});
    else if (index > 1)
        m_proxy->setFitLevels({m_fit->currentData().toInt()});
    else
        m_proxy->setFitLevels({});
}

void HardwareView::readChoice()
{
    m_choice = HardwareChoice::load();
    if (!m_choice.hasDevice()) {
        // A first run starts on a card many people own rather than on an empty table.
        if (const HardwareDevice *d = HardwareCatalogue::shipped().find(QStringLiteral("NVIDIA GeForce RTX 4090")))
            m_choice.setDevice(*d);
    }
    const QSignalBlocker b1(m_device), b2(m_count), b3(m_ram), b4(m_context), b5(m_kv);
    m_device->selectDevice(m_choice.deviceName);
    m_count->setValue(m_choice.count);
    m_ram->setValue(m_choice.systemRamGb);
    m_context->setValue(m_choice.contextLength);
    m_kv->setCurrentIndex(qMax(0, m_kv->findData(int(m_choice.kvPrecision))));
}

void HardwareView::applyChoice()
{
    const QString name = m_device->currentDeviceName();
    if (const HardwareDevice *d = HardwareCatalogue::shipped().find(name)) {
        m_choice.setDevice(*d);
    } else {
        for (const HardwareDevice &c : CustomHardware(m_db).all()) {
            if (c.name == name)
                m_choice.setDevice(c);
        }
    }
    m_choice.count = m_count->value();
    m_choice.systemRamGb = m_ram->value();
    m_choice.contextLength = m_context->value();
    m_choice.kvPrecision = KvCachePrecision(m_kv->currentData().toInt());
    m_choice.save();
    if (!m_loaded || m_reading) {   // the models are not here yet: they bring the choice with them
        emit choiceChanged();
        return;
    }
    if (const auto config = m_choice.config()) {
        // Unified memory is one machine: a second "card" would be a second computer.
        m_count->setEnabled(!config->device.isUnifiedMemory());
        m_ram->setEnabled(!config->device.isUnifiedMemory());
        m_model->setHardware(*config);
    } else {
        showResult();
    }
    emit choiceChanged();
}

void HardwareView::showResult()
{
    fillFilterChoices();
    applyFilters();
    updateTexts();
}

void HardwareView::reloadCatalogue()
{
    m_loaded = false;
    m_reading = false;
    ++m_readGeneration;
    if (isVisible())
        ensureLoaded();
}

void HardwareView::ensureLoaded()
{
    if (m_loaded)
        return;
    m_loaded = true;
    // Read off the GUI thread (a file catalogue); at once for an in-memory one. A reload asked for
    // while a read is under way makes that read's answer stale.
    const quint64 generation = ++m_readGeneration;
    QFuture<QVector<ModelRecord>> read = BackgroundRead::run<QVector<ModelRecord>>(
        m_db, [](QSqlDatabase connection) { return ModelRepository(connection).allForHardware(); });
    if (read.isFinished()) {
        setModels(read.result());
        return;
    }
    m_reading = true;
    updateTexts();
    auto *watcher = new QFutureWatcher<QVector<ModelRecord>>(this);
    connect(watcher, &QFutureWatcher<QVector<ModelRecord>>::finished, this, [this, watcher, generation]() {
        watcher->deleteLater();
        if (generation != m_readGeneration)
            return;
        m_reading = false;
        setModels(watcher->result());
    });
    watcher->setFuture(read);
}

void HardwareView::setModels(const QVector<ModelRecord> &models)
{
    m_models = models;
    m_modelIndex.clear();
    for (int i = 0; i < m_models.size(); ++i)
        m_modelIndex.insert(m_models[i].id, i);
    m_model->setModels(m_models);
    applyChoice();
}

void HardwareView::showEvent(QShowEvent *event)
{
    ensureLoaded();
    QWidget::showEvent(event);
}

QTableView *HardwareView::table()
{
    ensureLoaded();
    return m_table;
}

RunsOnModel *HardwareView::runsOnModel()
{
    ensureLoaded();
    return m_model;
}

RunsOnProxyModel *HardwareView::proxyModel()
{
    ensureLoaded();
    return m_proxy;
}

void HardwareView::updateTexts()
{
    if (m_reading) {
        m_summary->setText(tr("Reading the catalogue…"));
        m_leftOut->clear();
        return;
    }
    const auto config = m_choice.config();
    if (!config) {
        m_summary->setText(tr("Choose a device to see which models it runs."));
        m_leftOut->clear();
        m_trained->clear();
        return;
    }
    m_summary->setText(HardwareTexts::summary(*config, m_model->result()));
    m_leftOut->setText(HardwareTexts::leftOut(m_model->result()));
    m_trained->setText(HardwareTexts::trainedOn(config->device, m_models));
    showBasis();
}

void HardwareView::showBasis()
{
    const QModelIndex current = m_table->selectionModel()->currentIndex();
    const qint64 id = current.isValid() ? current.data(RunsOnModel::IdRole).toLongLong() : 0;
    const int row = m_model->rowOfId(id);
    const RunsOnRow *r = m_model->rowAt(row);
    if (!r || !m_modelIndex.contains(id)) {
        m_memoryChart->clearEstimate();
        m_memoryChart->hide();
        m_basis->setText(tr("Select a row to see the arithmetic behind it: bandwidth, bytes per token, efficiency "
                            "and the memory figures."));
        return;
    }
    // The same pure estimate the row was made from (rows keep only the quantization they show), so the
    // chart draws exactly what the table and the text say.
    const ModelRecord &model = m_models[m_modelIndex.value(id)];
    m_memoryChart->setEstimate(Estimator::estimate(model, m_model->hardware()), m_model->hardware());
    m_memoryChart->setVisible(m_memoryChart->hasEstimate());
    m_basis->setText(HardwareTexts::basis(model, *r, m_model->hardware()));
}

void HardwareView::addCustomDevice()
{
    CustomDeviceDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const HardwareDevice device = dialog.device();
    QString error;
    if (!CustomHardware(m_db).add(device, &error)) {
        QMessageBox::warning(this, tr("Add a device"), tr("The device could not be saved: %1").arg(error));
        return;
    }
    m_device->setCustomDevices(CustomHardware(m_db).all());
    m_device->selectDevice(device.name);
    applyChoice();
}

void HardwareView::detectHardware()
{
    m_detect->setEnabled(false);
    m_detection->setText(tr("Looking for a GPU…"));
    m_detector->start();
}

void HardwareView::showDetection(const DetectedHardware &found)
{
    m_detect->setEnabled(true);
    m_lastDetection = found;
    m_hasDetection = true;
    QStringList parts;
    if (!found.foundGpu()) {
        parts.append(tr("Nothing detected: no NVIDIA, AMD or Apple GPU answered. Pick your device from the list, "
                        "or add it with its memory and bandwidth."));
    } else if (found.exactMatch) {
        parts.append(tr("Detected %1 (%2 GB).").arg(found.gpuName, Formatter::number(found.gpuMemoryGb, 0)));
        m_device->selectDevice(found.matchedName);
    } else {
        parts.append(tr("Detected %1 (%2 GB), which is not in the list; the closest is %3. Check it, or add your "
                        "device with its memory and bandwidth.")
                         .arg(found.gpuName, Formatter::number(found.gpuMemoryGb, 0), found.matchedName));
    }
    if (found.systemRamGb > 0) {
        parts.append(tr("System RAM: %1 GB.").arg(Formatter::number(found.systemRamGb, 0)));
        const QSignalBlocker blocker(m_ram);
        m_ram->setValue(qRound(found.systemRamGb));
    }
    m_detection->setText(parts.join(QLatin1Char(' ')));
    applyChoice();
}

bool HardwareView::setDevice(const QString &nameOrAlias)
{
    return m_device->selectDevice(nameOrAlias);
}

QString HardwareView::deviceName() const { return m_device->currentDeviceName(); }
void HardwareView::setCount(int count) { m_count->setValue(count); }
void HardwareView::setContextLength(int tokens) { m_context->setValue(tokens); }
QString HardwareView::summaryText() { ensureLoaded(); return m_summary->text(); }
QString HardwareView::leftOutText() { ensureLoaded(); return m_leftOut->text(); }
QString HardwareView::basisText() { ensureLoaded(); return m_basis->text(); }
QString HardwareView::trainedOnText() { ensureLoaded(); return m_trained->text(); }
QString HardwareView::detectionText() const { return m_detection->text(); }

void HardwareView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}
