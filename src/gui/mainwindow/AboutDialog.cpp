#include "AboutDialog.h"

#include <QMessageBox>

QString AboutDialog::text()
{
    return tr("<h3>Model Atlas %1</h3>"
              "<p>An offline catalogue of notable AI models: who built them, when, how large they are, "
              "how they were trained and whether their weights are published.</p>"
              "<p><b>Data:</b> Epoch AI, <a href=\"https://epoch.ai/data\">epoch.ai/data</a>, licensed "
              "under CC BY 4.0 (notable and large-scale AI models). Architecture figures, active "
              "parameters and licences from the models' published cards, configuration files and "
              "papers; each model's page lists its sources. Notes and format are our own.</p>"
              "<p>Built with Qt %2.</p>")
        .arg(QStringLiteral(ATLAS_VERSION), QString::fromLatin1(qVersion()));
}

void AboutDialog::show(QWidget *parent)
{
    QMessageBox::about(parent, tr("About Model Atlas"), text());
}
