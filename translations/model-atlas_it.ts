<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Model Atlas %1&lt;/h3&gt;&lt;p&gt;An offline catalogue of notable AI models: who built them, when, how large they are, how they were trained and whether their weights are published.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; Epoch AI, &lt;a href=&quot;https://epoch.ai/data&quot;&gt;epoch.ai/data&lt;/a&gt;, licensed under CC BY 4.0 (notable and large-scale AI models). Architecture figures from the models&apos; published configuration files. Selection, notes and format are our own.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Model Atlas</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CatalogueTableModel</name>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation type="unfinished">Organizzazione</translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished">Paese</translation>
    </message>
    <message>
        <source>Published</source>
        <translation type="unfinished">Pubblicato il</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished">Dominio</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished">Parametri</translation>
    </message>
    <message>
        <source>Compute (FLOP)</source>
        <comment>training compute column</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training hardware</source>
        <translation type="unfinished">Hardware di addestramento</translation>
    </message>
    <message>
        <source>Model access</source>
        <translation type="unfinished">Accesso al modello</translation>
    </message>
</context>
<context>
    <name>CatalogueView</name>
    <message>
        <source>Catalogue table</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search name, organisation, authors, reference…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open weights only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Favourites only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Domain</source>
        <translation type="unfinished">Dominio</translation>
    </message>
    <message>
        <source>Organisation type</source>
        <translation type="unfinished">Tipo di organizzazione</translation>
    </message>
    <message>
        <source>Country</source>
        <translation type="unfinished">Paese</translation>
    </message>
    <message>
        <source>Model access</source>
        <translation type="unfinished">Accesso al modello</translation>
    </message>
    <message>
        <source>Published from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>First publication year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last publication year</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest parameter count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All domains</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All organisation types</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All countries</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any model access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any size</source>
        <comment>smallest parameter count: no limit</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>any size</source>
        <comment>largest parameter count: no limit</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>%1T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 FLOP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>percentage</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hours</source>
        <comment>fractional number of hours</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The From hardware view is not part of this version yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Model Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s)</source>
        <comment>status line: shown of total</comment>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue could not be written to %1.

%2

Choose another folder or free some disk space and try again; nothing was changed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message>
        <source>&amp;Personal note</source>
        <translation>&amp;Nota personale</translation>
    </message>
    <message>
        <source>Your own notes about this model. They are saved as you type and kept when the catalogue is updated.</source>
        <translation>Note personali su questo modello: si salvano durante la scrittura e restano anche dopo gli aggiornamenti del catalogo.</translation>
    </message>
    <message>
        <source>Personal note</source>
        <translation>Nota personale</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Preferito</translation>
    </message>
    <message>
        <source>Remove from favourites</source>
        <translation>Rimuovi dai preferiti</translation>
    </message>
    <message>
        <source>Add to favourites</source>
        <translation>Aggiungi ai preferiti</translation>
    </message>
    <message>
        <source>The favourite could not be saved: %1</source>
        <translation>Impossibile salvare il preferito: %1</translation>
    </message>
    <message>
        <source>The note could not be saved: %1</source>
        <translation>Impossibile salvare la nota: %1</translation>
    </message>
</context>
<context>
    <name>ModelPageBuilder</name>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n strato</numerusform>
            <numerusform>%n strati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attention head(s)</source>
        <translation>
            <numerusform>%n testa di attenzione</numerusform>
            <numerusform>%n teste di attenzione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n testa KV</numerusform>
            <numerusform>%n teste KV</numerusform>
        </translation>
    </message>
    <message>
        <source>head dimension %1</source>
        <translation>dimensione per testa %1</translation>
    </message>
    <message numerus="yes">
        <source>context of %Ln token(s)</source>
        <translation>
            <numerusform>contesto di %Ln token</numerusform>
            <numerusform>contesto di %Ln token</numerusform>
        </translation>
    </message>
    <message>
        <source>No estimate</source>
        <translation>Nessuna stima</translation>
    </message>
    <message>
        <source>This record does not say whether the weights of this model were ever published, so there is nothing to base a hardware estimate on.</source>
        <translation>La scheda non dice se i pesi di questo modello siano mai stati pubblicati, quindi non c&apos;è nulla su cui basare una stima dell&apos;hardware.</translation>
    </message>
    <message>
        <source>No estimate: weights never published</source>
        <translation>Nessuna stima: i pesi non sono mai stati pubblicati</translation>
    </message>
    <message>
        <source>Its weights have never been released, so there is nothing to download and nothing to run on a computer of your own, at any size. Only its provider can run it, and no graphics card, however large, changes that.</source>
        <translation>I pesi non sono mai stati resi pubblici: non c&apos;è niente da scaricare né da eseguire sul proprio computer, in nessuna dimensione. Solo il fornitore può farlo funzionare, e nessuna scheda grafica, per quanto potente, cambia le cose.</translation>
    </message>
    <message>
        <source>Running it on your own hardware</source>
        <translation>Eseguirlo sul proprio hardware</translation>
    </message>
    <message>
        <source>The weights are published, so this model can run on a machine of your own. How much memory it needs at each quantization, and which GPUs can hold it, is worked out in the From hardware view.</source>
        <translation>I pesi sono pubblici, quindi questo modello si può eseguire su una macchina propria. Quanta memoria richiede a ogni quantizzazione, e quali GPU possono contenerlo, lo calcola la vista Dall&apos;hardware.</translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation>Parametri:</translation>
    </message>
    <message>
        <source>Active per token:</source>
        <translation>Attivi per token:</translation>
    </message>
    <message>
        <source>Architecture:</source>
        <translation>Architettura:</translation>
    </message>
    <message>
        <source>not on record, so the memory estimate uses an approximation and is marked as approximate</source>
        <translation>non registrata: la stima della memoria usa un&apos;approssimazione e lo segnala</translation>
    </message>
    <message>
        <source>See what it needs in the From hardware view</source>
        <translation>Vedi che cosa richiede nella vista Dall&apos;hardware</translation>
    </message>
    <message>
        <source>%1 tokens</source>
        <translation>%1 token</translation>
    </message>
    <message>
        <source>%1 data points</source>
        <translation>%1 punti dati</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>Sì</translation>
    </message>
    <message>
        <source>No</source>
        <translation>No</translation>
    </message>
    <message>
        <source>Origin</source>
        <translation>Origine</translation>
    </message>
    <message>
        <source>Who built the model, where they are based, and when it came out.</source>
        <translation>Chi ha realizzato il modello, dove ha sede e quando è uscito.</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organizzazione</translation>
    </message>
    <message>
        <source>Organisation type</source>
        <translation>Tipo di organizzazione</translation>
    </message>
    <message>
        <source>Country</source>
        <translation>Paese</translation>
    </message>
    <message>
        <source>Published</source>
        <translation>Pubblicato il</translation>
    </message>
    <message>
        <source>Authors</source>
        <translation>Autori</translation>
    </message>
    <message>
        <source>What it does</source>
        <translation>Che cosa fa</translation>
    </message>
    <message>
        <source>The fields the model was made for. One model can carry several labels of each kind.</source>
        <translation>Gli ambiti per cui il modello è stato pensato. Un modello può avere più etichette di ciascun tipo.</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Task</source>
        <translation>Compito</translation>
    </message>
    <message>
        <source>Approach</source>
        <translation>Approccio</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Active parameters</source>
        <translation>Parametri attivi</translation>
    </message>
    <message>
        <source>Training data</source>
        <translation>Dati di addestramento</translation>
    </message>
    <message>
        <source>Epochs</source>
        <translation>Epoche</translation>
    </message>
    <message>
        <source>Size</source>
        <translation>Dimensioni</translation>
    </message>
    <message>
        <source>How big the model is and how much data it learnt from. The parameter count is what decides whether it fits on a graphics card.</source>
        <translation>Quanto è grande il modello e su quanti dati ha imparato. È il numero di parametri a decidere se entra in una scheda grafica.</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Calcolo di addestramento</translation>
    </message>
    <message>
        <source>The floating-point operations spent on training: a measure of the effort that went into making the model, not of how quickly the finished model responds.</source>
        <translation>Le operazioni in virgola mobile spese per l&apos;addestramento: misurano lo sforzo che è costato produrre il modello, non la velocità con cui il modello finito risponde.</translation>
    </message>
    <message>
        <source>How it was established</source>
        <translation>Come è stato stimato</translation>
    </message>
    <message>
        <source>Training hardware</source>
        <translation>Hardware di addestramento</translation>
    </message>
    <message>
        <source>Chips used</source>
        <translation>Chip impiegati</translation>
    </message>
    <message>
        <source>Training time (wall-clock)</source>
        <translation>Durata dell&apos;addestramento</translation>
    </message>
    <message>
        <source>Hardware utilisation</source>
        <translation>Utilizzo dell&apos;hardware</translation>
    </message>
    <message>
        <source>MFU %1</source>
        <translation>MFU %1</translation>
    </message>
    <message>
        <source>Power draw</source>
        <translation>Potenza assorbita</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>Costo dell&apos;addestramento</translation>
    </message>
    <message>
        <source>The training run</source>
        <translation>L&apos;addestramento</translation>
    </message>
    <message>
        <source>What training took in physical terms: which chips, how many of them, for how long, and how much power they drew.</source>
        <translation>Che cosa ha richiesto l&apos;addestramento in concreto: quali chip, quanti, per quanto tempo e quanta potenza hanno assorbito.</translation>
    </message>
    <message>
        <source>Closed — provider access only</source>
        <translation>Chiusi — accessibili solo tramite il fornitore</translation>
    </message>
    <message>
        <source>Availability</source>
        <translation>Disponibilità</translation>
    </message>
    <message>
        <source>Whether you can get hold of the model yourself, which decides whether any hardware figure applies to it at all.</source>
        <translation>Se il modello si può ottenere direttamente: è questo a decidere se i dati sull&apos;hardware lo riguardano.</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Pesi</translation>
    </message>
    <message>
        <source>Model access</source>
        <translation>Accesso al modello</translation>
    </message>
    <message>
        <source>Training code</source>
        <translation>Codice di addestramento</translation>
    </message>
    <message>
        <source>Likely above 10²³ FLOP</source>
        <translation>Probabilmente oltre 10²³ FLOP</translation>
    </message>
    <message>
        <source>Frontier model</source>
        <translation>Modello di frontiera</translation>
    </message>
    <message>
        <source>Why it is tracked</source>
        <translation>Perché è incluso</translation>
    </message>
    <message>
        <source>Record confidence</source>
        <translation>Affidabilità del dato</translation>
    </message>
    <message>
        <source>Citations</source>
        <translation>Citazioni</translation>
    </message>
    <message>
        <source>How it is classified</source>
        <translation>Come è classificato</translation>
    </message>
    <message>
        <source>How the source dataset labels this model among notable ones, and how sure it is of the record.</source>
        <translation>Come il dataset di origine classifica questo modello tra quelli rilevanti, e quanto è sicuro della scheda.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Fonti</translation>
    </message>
    <message>
        <source>Where the record comes from and when it was last updated.</source>
        <translation>Da dove proviene la scheda e quando è stata aggiornata l&apos;ultima volta.</translation>
    </message>
    <message>
        <source>Reference</source>
        <translation>Riferimento</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Link</translation>
    </message>
    <message>
        <source>Last updated</source>
        <translation>Ultimo aggiornamento</translation>
    </message>
    <message>
        <source>Common questions</source>
        <translation>Domande frequenti</translation>
    </message>
    <message>
        <source>Short answers drawn from the figures above.</source>
        <translation>Risposte brevi ricavate dai dati qui sopra.</translation>
    </message>
    <message>
        <source>The other direction</source>
        <translation>Dall&apos;altra parte</translation>
    </message>
    <message>
        <source>Starting from your hardware instead of from a model.</source>
        <translation>Partire dal proprio hardware invece che da un modello.</translation>
    </message>
    <message>
        <source>This page starts from one model. If you already own a graphics card, a Mac or a few cards and want to see every model they can run, and which models were trained on the same chips, start from the hardware.</source>
        <translation>Questa pagina parte da un modello. Se hai già una scheda grafica, un Mac o qualche scheda e vuoi vedere tutti i modelli che possono eseguire, e quali modelli sono stati addestrati sugli stessi chip, parti dall&apos;hardware.</translation>
    </message>
    <message>
        <source>Open the From hardware view</source>
        <translation>Apri la vista Dall&apos;hardware</translation>
    </message>
    <message>
        <source>Select a model in the table to see its page</source>
        <translation>Seleziona un modello nella tabella per vederne la pagina</translation>
    </message>
    <message>
        <source>Its origin, size, training run and availability appear here, with what it takes to run it yourself.</source>
        <translation>Qui compaiono origine, dimensioni, addestramento e disponibilità, insieme a ciò che serve per eseguirlo in proprio.</translation>
    </message>
</context>
<context>
    <name>ModelQuestions</name>
    <message>
        <source>Can I download %1?</source>
        <extracomment>Question on the model page; the Italian addresses the reader with &quot;tu&quot;.</extracomment>
        <translation>Puoi scaricare %1?</translation>
    </message>
    <message>
        <source>Yes. Weights: %1. You can download %2 and run it on your own hardware; its licence says what you may do with it.</source>
        <translation>Sì. Pesi: %1. Puoi scaricare %2 ed eseguirlo sul tuo hardware; la licenza dice che cosa puoi farci.</translation>
    </message>
    <message>
        <source>No. The weights of %1 were never published: it exists only as a service that its provider runs. Access on record: %2.</source>
        <translation>No. I pesi di %1 non sono mai stati pubblicati: esiste solo come servizio gestito dal fornitore. Accesso registrato: %2.</translation>
    </message>
    <message>
        <source>%1 in total.</source>
        <translation>%1 in tutto.</translation>
    </message>
    <message>
        <source>It is a mixture-of-experts model: only %1 of them are at work for each token. The total decides how much memory the weights take; the active share decides how fast it answers.</source>
        <translation>È un modello a miscela di esperti (MoE): per ogni token ne lavorano solo %1. Il totale decide quanta memoria occupano i pesi; la parte attiva decide quanto velocemente risponde.</translation>
    </message>
    <message>
        <source>That total is what decides how much memory the weights take up.</source>
        <translation>È questo totale a decidere quanta memoria occupano i pesi.</translation>
    </message>
    <message>
        <source>How many parameters does %1 have?</source>
        <translation>Quanti parametri ha %1?</translation>
    </message>
    <message>
        <source>country: %1</source>
        <translation>paese: %1</translation>
    </message>
    <message>
        <source>organisation type: %1</source>
        <translation>tipo di organizzazione: %1</translation>
    </message>
    <message>
        <source>%1 was built by %2.</source>
        <translation>%1 è stato sviluppato da %2.</translation>
    </message>
    <message>
        <source>%1 was built by %2 (%3).</source>
        <translation>%1 è stato sviluppato da %2 (%3).</translation>
    </message>
    <message>
        <source>Who made %1?</source>
        <translation>Chi ha creato %1?</translation>
    </message>
    <message>
        <source>When was %1 released?</source>
        <extracomment>%1 is a month and year, e.g. &quot;February 2024&quot;.</extracomment>
        <translation>Quando è uscito %1?</translation>
    </message>
    <message>
        <source>It was published in %1.</source>
        <translation>È stato pubblicato a %1.</translation>
    </message>
    <message numerus="yes">
        <source>It is catalogued in %n domain(s): %1.</source>
        <translation>
            <numerusform>È catalogato in un dominio: %1.</numerusform>
            <numerusform>È catalogato in %n domini: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its record lists %n task(s): %1.</source>
        <translation>
            <numerusform>La scheda riporta un compito: %1.</numerusform>
            <numerusform>La scheda riporta %n compiti: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>The labels say what it was made for; they are not a list of everything it can do.</source>
        <translation>Le etichette dicono per che cosa è stato pensato, non elencano tutto ciò che sa fare.</translation>
    </message>
    <message>
        <source>What is %1 used for?</source>
        <translation>A che cosa serve %1?</translation>
    </message>
    <message>
        <source>About %1.</source>
        <translation>Circa %1.</translation>
    </message>
    <message numerus="yes">
        <source>It was trained on %1 (%Ln chip(s)).</source>
        <translation>
            <numerusform>È stato addestrato su %1 (%Ln chip).</numerusform>
            <numerusform>È stato addestrato su %1 (%Ln chip).</numerusform>
        </translation>
    </message>
    <message>
        <source>It was trained on %1.</source>
        <translation>È stato addestrato su %1.</translation>
    </message>
    <message>
        <source>The run lasted %1.</source>
        <translation>L&apos;addestramento è durato %1.</translation>
    </message>
    <message>
        <source>That figure is what making the model cost, not how fast it answers: answering speed depends on memory bandwidth.</source>
        <translation>Questa cifra misura quanto è costato produrre il modello, non quanto è veloce a rispondere: la velocità di risposta dipende dalla larghezza di banda della memoria.</translation>
    </message>
    <message>
        <source>How much compute did it take to train %1?</source>
        <translation>Quanto calcolo è servito per addestrare %1?</translation>
    </message>
    <message>
        <source>What GPU do I need to run %1?</source>
        <extracomment>Question on the model page; the Italian addresses the reader with &quot;tu&quot;.</extracomment>
        <translation>Quale GPU ti serve per eseguire %1?</translation>
    </message>
    <message>
        <source>It depends on the quantization and the context length you choose. The From hardware view works out how much memory %1 needs at each quantization and which GPUs can hold it; the box at the top of this page shows what that estimate starts from.</source>
        <translation>Dipende dalla quantizzazione e dalla lunghezza del contesto che scegli. La vista Dall&apos;hardware calcola quanta memoria richiede %1 a ogni quantizzazione e quali GPU possono contenerlo; il riquadro in cima a questa pagina mostra i dati da cui parte la stima.</translation>
    </message>
    <message>
        <source>None will do. The weights of %1 were never published, so no graphics card, at any price, lets you run it yourself; only its provider can.</source>
        <translation>Nessuna. I pesi di %1 non sono mai stati pubblicati, quindi nessuna scheda grafica, a nessun prezzo, ti permette di eseguirlo da te: può farlo solo il fornitore.</translation>
    </message>
</context>
<context>
    <name>Vocabulary</name>
    <message>
        <source>(Visual) Question answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3D modeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Academia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>API access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Atari</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio question answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Australia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Automated theorem proving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Binary classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Biology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Canada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Character recognition (OCR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chess</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>China</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code autocompletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Coding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Confident</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Croatia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Crystal discovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Digit recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dimensionality reduction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discretionary</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Document representation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dota 2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Driving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drug discovery</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Entity embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Face recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Financial management</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>France</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Function calling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Games</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Germany</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Government</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hanabi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highly cited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Historical significance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hosted access (no API)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image captioning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image clustering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image representation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image segmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image super-resolution</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image Understanding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>India</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Industry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction following</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instruction interpretation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Israel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Italy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Japan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Korea (Republic of)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language modeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language modeling/generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language Structure Modeling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Likely</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Materials science</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mathematical reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mathematics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Maze solving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medical diagnosis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Miscellaneous image analysis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Morse translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Movie ratings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Multimodal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Named entity recognition (NER)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Neural Architecture Search - NAS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Numerical simulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object detection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Object recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (non-commercial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open (restricted use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open source</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open weights (non-commercial)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open weights (restricted use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open weights (unrestricted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Operation counting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Part-of-speech tagging</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pattern recognition</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Person re-identification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Poland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pole balancing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pose estimation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proof generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proof verification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein contact and distance prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein folding prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein function prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein interaction prediction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein or nucleotide language model (pLM/nLM)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Protein representation learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Proteins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantitative reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Question answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Recommender system</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reinforcement learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Relation extraction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Representation learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Research collective</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrieval-augmented generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robotic manipulation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Robotics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saudi Arabia</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-driving car</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Self-supervised learning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semantic embedding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semantic search</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Semantic segmentation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sentiment classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sequence memorization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Significant use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SOTA improvement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech recognition (ASR)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech synthesis</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech-to-speech</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speech-to-text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>StarCraft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Supervised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sweden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switzerland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>System control</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Table tasks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text autocompletion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text summarization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text-to-image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text-to-speech (TTS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Text-to-video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Theorem proving</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tic Tac Toe</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation type="unfinished">Costo dell&apos;addestramento</translation>
    </message>
    <message>
        <source>Transcription</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Translation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Triplet completion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United Arab Emirates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United Kingdom of Great Britain and Northern Ireland</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>United States of America</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unreleased</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video classification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video compression</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Video generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Vision-language generation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visual puzzles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Visual question answering</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Voice identification</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Word sense disambiguation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Zero-shot image classification</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Model Atlas: an offline catalogue of notable AI models.
Without options it opens the window on your catalogue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Interface language: en or it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use this catalogue file instead of the one in your data folder (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Write every model of the catalogue to a CSV file and exit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en or it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The catalogue could not be opened: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model Atlas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check that the folder can be written, or start the program with --database and another file.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
