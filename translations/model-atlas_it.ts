<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Model Atlas %1&lt;/h3&gt;&lt;p&gt;An offline catalogue of notable AI models: who built them, when, how large they are, how they were trained and whether their weights are published.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; Epoch AI, &lt;a href=&quot;https://epoch.ai/data&quot;&gt;epoch.ai/data&lt;/a&gt;, licensed under CC BY 4.0 (notable and large-scale AI models). Architecture figures from the models&apos; published configuration files. Selection, notes and format are our own.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Model Atlas %1&lt;/h3&gt;&lt;p&gt;Un catalogo offline dei modelli di IA più rilevanti: chi li ha realizzati, quando, quanto sono grandi, come sono stati addestrati e se i loro pesi sono pubblici.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dati:&lt;/b&gt; Epoch AI, &lt;a href=&quot;https://epoch.ai/data&quot;&gt;epoch.ai/data&lt;/a&gt;, con licenza CC BY 4.0 (modelli di IA rilevanti e su larga scala). I dati sull&apos;architettura provengono dai file di configurazione pubblicati con i modelli. Selezione, note e formato sono nostri.&lt;/p&gt;&lt;p&gt;Realizzato con Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Model Atlas</source>
        <translation>Informazioni su Model Atlas</translation>
    </message>
</context>
<context>
    <name>CatalogueTableModel</name>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Organisation</source>
        <translation>Organizzazione</translation>
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
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Compute (FLOP)</source>
        <comment>training compute column</comment>
        <translation>Calcolo (FLOP)</translation>
    </message>
    <message>
        <source>Training hardware</source>
        <translation>Hardware di addestramento</translation>
    </message>
    <message>
        <source>Model access</source>
        <translation>Accesso al modello</translation>
    </message>
</context>
<context>
    <name>CatalogueView</name>
    <message>
        <source>Catalogue table</source>
        <translation>Tabella del catalogo</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>Search name, organisation, authors, reference…</source>
        <translation>Cerca per nome, organizzazione, autori, riferimento…</translation>
    </message>
    <message>
        <source>Search the catalogue</source>
        <translation>Cerca nel catalogo</translation>
    </message>
    <message>
        <source>Open weights only</source>
        <translation>Solo pesi aperti</translation>
    </message>
    <message>
        <source>Favourites only</source>
        <translation>Solo preferiti</translation>
    </message>
    <message>
        <source>Reset filters</source>
        <translation>Azzera filtri</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
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
        <source>Model access</source>
        <translation>Accesso al modello</translation>
    </message>
    <message>
        <source>Published from</source>
        <translation>Anno di pubblicazione da</translation>
    </message>
    <message>
        <source>First publication year</source>
        <translation>Primo anno di pubblicazione</translation>
    </message>
    <message>
        <source>to</source>
        <translation>a</translation>
    </message>
    <message>
        <source>Last publication year</source>
        <translation>Ultimo anno di pubblicazione</translation>
    </message>
    <message>
        <source>Parameters from</source>
        <translation>Parametri da</translation>
    </message>
    <message>
        <source>Smallest parameter count</source>
        <translation>Numero minimo di parametri</translation>
    </message>
    <message>
        <source>Largest parameter count</source>
        <translation>Numero massimo di parametri</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>Tutti i domini</translation>
    </message>
    <message>
        <source>All organisation types</source>
        <translation>Tutti i tipi di organizzazione</translation>
    </message>
    <message>
        <source>All countries</source>
        <translation>Tutti i paesi</translation>
    </message>
    <message>
        <source>Any model access</source>
        <translation>Qualsiasi accesso al modello</translation>
    </message>
    <message>
        <source>any size</source>
        <comment>smallest parameter count: no limit</comment>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>any size</source>
        <comment>largest parameter count: no limit</comment>
        <translation>qualsiasi</translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>%1T</source>
        <translation>%1 Bln</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translation>%1 bilioni</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1 Mld</translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation>%1 miliardi</translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1 Mln</translation>
    </message>
    <message>
        <source>%1 million</source>
        <translation>%1 milioni</translation>
    </message>
    <message>
        <source>%1 FLOP</source>
        <translation>%1 FLOP</translation>
    </message>
    <message>
        <source>%1%</source>
        <comment>percentage</comment>
        <translation>%1%</translation>
    </message>
    <message>
        <source>%1 MW</source>
        <translation>%1 MW</translation>
    </message>
    <message>
        <source>%1 kW</source>
        <translation>%1 kW</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln ora</numerusform>
            <numerusform>%Ln ore</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 hours</source>
        <comment>fractional number of hours</comment>
        <translation>%1 ore</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>The From hardware view is not part of this version yet.</source>
        <translation>La vista Dall&apos;hardware non è ancora disponibile in questa versione.</translation>
    </message>
    <message>
        <source>Model Atlas</source>
        <translation>Model Atlas</translation>
    </message>
    <message>
        <source>Catalogue</source>
        <translation>Catalogo</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>Export as &amp;CSV…</source>
        <translation>Esporta in &amp;CSV…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Esci</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Modifica</translation>
    </message>
    <message>
        <source>&amp;Find…</source>
        <translation>&amp;Trova…</translation>
    </message>
    <message>
        <source>&amp;Reset filters</source>
        <translation>&amp;Azzera filtri</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Lingua</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aiuto</translation>
    </message>
    <message>
        <source>&amp;About Model Atlas</source>
        <translation>&amp;Informazioni su Model Atlas</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Informazioni su &amp;Qt</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s)</source>
        <comment>status line: shown of total</comment>
        <translation>
            <numerusform>%1 di %Ln modello</numerusform>
            <numerusform>%1 di %Ln modelli</numerusform>
        </translation>
    </message>
    <message>
        <source>Export as CSV</source>
        <translation>Esporta in CSV</translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation>File CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>%Ln modello esportato in %1</numerusform>
            <numerusform>%Ln modelli esportati in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Export failed</source>
        <translation>Esportazione non riuscita</translation>
    </message>
    <message>
        <source>The catalogue could not be written to %1.

%2

Choose another folder or free some disk space and try again; nothing was changed.</source>
        <translation>Impossibile scrivere il catalogo in %1.

%2

Scegli un&apos;altra cartella o libera spazio sul disco, poi riprova: non è stato modificato nulla.</translation>
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
        <translation>Risposta a domande (anche su immagini)</translation>
    </message>
    <message>
        <source>3D modeling</source>
        <translation>Modellazione 3D</translation>
    </message>
    <message>
        <source>Academia</source>
        <translation>Università e ricerca</translation>
    </message>
    <message>
        <source>Action recognition</source>
        <translation>Riconoscimento di azioni</translation>
    </message>
    <message>
        <source>API access</source>
        <translation>Accesso tramite API</translation>
    </message>
    <message>
        <source>Atari</source>
        <translation>Atari</translation>
    </message>
    <message>
        <source>Audio</source>
        <translation>Audio</translation>
    </message>
    <message>
        <source>Audio classification</source>
        <translation>Classificazione audio</translation>
    </message>
    <message>
        <source>Audio generation</source>
        <translation>Generazione audio</translation>
    </message>
    <message>
        <source>Audio question answering</source>
        <translation>Risposta a domande su audio</translation>
    </message>
    <message>
        <source>Australia</source>
        <translation>Australia</translation>
    </message>
    <message>
        <source>Automated theorem proving</source>
        <translation>Dimostrazione automatica di teoremi</translation>
    </message>
    <message>
        <source>Backgammon</source>
        <translation>Backgammon</translation>
    </message>
    <message>
        <source>Binary classification</source>
        <translation>Classificazione binaria</translation>
    </message>
    <message>
        <source>Biology</source>
        <translation>Biologia</translation>
    </message>
    <message>
        <source>Canada</source>
        <translation>Canada</translation>
    </message>
    <message>
        <source>Character recognition (OCR)</source>
        <translation>Riconoscimento ottico dei caratteri (OCR)</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Checkers</source>
        <translation>Dama</translation>
    </message>
    <message>
        <source>Chess</source>
        <translation>Scacchi</translation>
    </message>
    <message>
        <source>China</source>
        <translation>Cina</translation>
    </message>
    <message>
        <source>Code autocompletion</source>
        <translation>Completamento automatico del codice</translation>
    </message>
    <message>
        <source>Code generation</source>
        <translation>Generazione di codice</translation>
    </message>
    <message>
        <source>Coding</source>
        <translation>Programmazione</translation>
    </message>
    <message>
        <source>Confident</source>
        <translation>Certo</translation>
    </message>
    <message>
        <source>Croatia</source>
        <translation>Croazia</translation>
    </message>
    <message>
        <source>Crystal discovery</source>
        <translation>Scoperta di strutture cristalline</translation>
    </message>
    <message>
        <source>Digit recognition</source>
        <translation>Riconoscimento di cifre</translation>
    </message>
    <message>
        <source>Dimensionality reduction</source>
        <translation>Riduzione della dimensionalità</translation>
    </message>
    <message>
        <source>Discretionary</source>
        <translation>Scelta discrezionale</translation>
    </message>
    <message>
        <source>Document representation</source>
        <translation>Rappresentazione di documenti</translation>
    </message>
    <message>
        <source>Dota 2</source>
        <translation>Dota 2</translation>
    </message>
    <message>
        <source>Driving</source>
        <translation>Guida autonoma</translation>
    </message>
    <message>
        <source>Drug discovery</source>
        <translation>Scoperta di farmaci</translation>
    </message>
    <message>
        <source>Entity embedding</source>
        <translation>Embedding di entità</translation>
    </message>
    <message>
        <source>Face detection</source>
        <translation>Rilevamento di volti</translation>
    </message>
    <message>
        <source>Face recognition</source>
        <translation>Riconoscimento facciale</translation>
    </message>
    <message>
        <source>Financial management</source>
        <translation>Gestione finanziaria</translation>
    </message>
    <message>
        <source>Finland</source>
        <translation>Finlandia</translation>
    </message>
    <message>
        <source>France</source>
        <translation>Francia</translation>
    </message>
    <message>
        <source>Function calling</source>
        <translation>Chiamata di funzioni</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Giochi</translation>
    </message>
    <message>
        <source>Germany</source>
        <translation>Germania</translation>
    </message>
    <message>
        <source>Go</source>
        <translation>Go</translation>
    </message>
    <message>
        <source>Government</source>
        <translation>Governo</translation>
    </message>
    <message>
        <source>Hanabi</source>
        <translation>Hanabi</translation>
    </message>
    <message>
        <source>Hardware</source>
        <translation>Hardware</translation>
    </message>
    <message>
        <source>Highly cited</source>
        <translation>Molto citato</translation>
    </message>
    <message>
        <source>Historical significance</source>
        <translation>Rilevanza storica</translation>
    </message>
    <message>
        <source>Hong Kong</source>
        <translation>Hong Kong</translation>
    </message>
    <message>
        <source>Hosted access (no API)</source>
        <translation>Accesso ospitato (senza API)</translation>
    </message>
    <message>
        <source>Image captioning</source>
        <translation>Generazione di didascalie per immagini</translation>
    </message>
    <message>
        <source>Image classification</source>
        <translation>Classificazione di immagini</translation>
    </message>
    <message>
        <source>Image clustering</source>
        <translation>Clustering di immagini</translation>
    </message>
    <message>
        <source>Image completion</source>
        <translation>Completamento di immagini</translation>
    </message>
    <message>
        <source>Image generation</source>
        <translation>Generazione di immagini</translation>
    </message>
    <message>
        <source>Image representation</source>
        <translation>Rappresentazione di immagini</translation>
    </message>
    <message>
        <source>Image segmentation</source>
        <translation>Segmentazione di immagini</translation>
    </message>
    <message>
        <source>Image super-resolution</source>
        <translation>Super-risoluzione di immagini</translation>
    </message>
    <message>
        <source>Image Understanding</source>
        <translation>Comprensione di immagini</translation>
    </message>
    <message>
        <source>India</source>
        <translation>India</translation>
    </message>
    <message>
        <source>Industry</source>
        <translation>Industria</translation>
    </message>
    <message>
        <source>Instruction following</source>
        <translation>Esecuzione di istruzioni</translation>
    </message>
    <message>
        <source>Instruction interpretation</source>
        <translation>Interpretazione di istruzioni</translation>
    </message>
    <message>
        <source>Israel</source>
        <translation>Israele</translation>
    </message>
    <message>
        <source>Italy</source>
        <translation>Italia</translation>
    </message>
    <message>
        <source>Japan</source>
        <translation>Giappone</translation>
    </message>
    <message>
        <source>Korea (Republic of)</source>
        <translation>Corea del Sud</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Linguaggio</translation>
    </message>
    <message>
        <source>Language generation</source>
        <translation>Generazione del linguaggio</translation>
    </message>
    <message>
        <source>Language modeling</source>
        <translation>Modellazione del linguaggio</translation>
    </message>
    <message>
        <source>Language modeling/generation</source>
        <translation>Modellazione e generazione del linguaggio</translation>
    </message>
    <message>
        <source>Language Structure Modeling</source>
        <translation>Modellazione della struttura linguistica</translation>
    </message>
    <message>
        <source>Likely</source>
        <translation>Probabile</translation>
    </message>
    <message>
        <source>Materials science</source>
        <translation>Scienza dei materiali</translation>
    </message>
    <message>
        <source>Mathematical reasoning</source>
        <translation>Ragionamento matematico</translation>
    </message>
    <message>
        <source>Mathematics</source>
        <translation>Matematica</translation>
    </message>
    <message>
        <source>Maze solving</source>
        <translation>Risoluzione di labirinti</translation>
    </message>
    <message>
        <source>Medical diagnosis</source>
        <translation>Diagnosi medica</translation>
    </message>
    <message>
        <source>Medicine</source>
        <translation>Medicina</translation>
    </message>
    <message>
        <source>Miscellaneous image analysis</source>
        <translation>Analisi di immagini (varie)</translation>
    </message>
    <message>
        <source>Morse translation</source>
        <translation>Traduzione del codice Morse</translation>
    </message>
    <message>
        <source>Movie ratings</source>
        <translation>Valutazioni di film</translation>
    </message>
    <message>
        <source>Multimodal</source>
        <translation>Multimodale</translation>
    </message>
    <message>
        <source>Named entity recognition (NER)</source>
        <translation>Riconoscimento di entità nominate (NER)</translation>
    </message>
    <message>
        <source>Netherlands</source>
        <translation>Paesi Bassi</translation>
    </message>
    <message>
        <source>Neural Architecture Search - NAS</source>
        <translation>Ricerca di architetture neurali (NAS)</translation>
    </message>
    <message>
        <source>Numerical simulation</source>
        <translation>Simulazione numerica</translation>
    </message>
    <message>
        <source>Object detection</source>
        <translation>Rilevamento di oggetti</translation>
    </message>
    <message>
        <source>Object recognition</source>
        <translation>Riconoscimento di oggetti</translation>
    </message>
    <message>
        <source>Open (non-commercial)</source>
        <translation>Aperto (solo uso non commerciale)</translation>
    </message>
    <message>
        <source>Open (restricted use)</source>
        <translation>Aperto (uso limitato)</translation>
    </message>
    <message>
        <source>Open source</source>
        <translation>Open source</translation>
    </message>
    <message>
        <source>Open weights (non-commercial)</source>
        <translation>Pesi aperti (solo uso non commerciale)</translation>
    </message>
    <message>
        <source>Open weights (restricted use)</source>
        <translation>Pesi aperti (uso limitato)</translation>
    </message>
    <message>
        <source>Open weights (unrestricted)</source>
        <translation>Pesi aperti (senza restrizioni)</translation>
    </message>
    <message>
        <source>Operation counting</source>
        <translation>Conteggio delle operazioni</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Altro</translation>
    </message>
    <message>
        <source>Part-of-speech tagging</source>
        <translation>Annotazione delle parti del discorso (POS tagging)</translation>
    </message>
    <message>
        <source>Pattern classification</source>
        <translation>Classificazione di pattern</translation>
    </message>
    <message>
        <source>Pattern recognition</source>
        <translation>Riconoscimento di pattern</translation>
    </message>
    <message>
        <source>Person re-identification</source>
        <translation>Re-identificazione di persone</translation>
    </message>
    <message>
        <source>Poland</source>
        <translation>Polonia</translation>
    </message>
    <message>
        <source>Pole balancing</source>
        <translation>Bilanciamento del pendolo inverso</translation>
    </message>
    <message>
        <source>Pose estimation</source>
        <translation>Stima della posa</translation>
    </message>
    <message>
        <source>Proof generation</source>
        <translation>Generazione di dimostrazioni</translation>
    </message>
    <message>
        <source>Proof verification</source>
        <translation>Verifica di dimostrazioni</translation>
    </message>
    <message>
        <source>Protein contact and distance prediction</source>
        <translation>Predizione di contatti e distanze nelle proteine</translation>
    </message>
    <message>
        <source>Protein folding prediction</source>
        <translation>Predizione del ripiegamento proteico</translation>
    </message>
    <message>
        <source>Protein function prediction</source>
        <translation>Predizione della funzione delle proteine</translation>
    </message>
    <message>
        <source>Protein generation</source>
        <translation>Generazione di proteine</translation>
    </message>
    <message>
        <source>Protein interaction prediction</source>
        <translation>Predizione delle interazioni tra proteine</translation>
    </message>
    <message>
        <source>Protein or nucleotide language model (pLM/nLM)</source>
        <translation>Modello linguistico di proteine o nucleotidi (pLM/nLM)</translation>
    </message>
    <message>
        <source>Protein representation learning</source>
        <translation>Apprendimento di rappresentazioni delle proteine</translation>
    </message>
    <message>
        <source>Proteins</source>
        <translation>Proteine</translation>
    </message>
    <message>
        <source>Quantitative reasoning</source>
        <translation>Ragionamento quantitativo</translation>
    </message>
    <message>
        <source>Question answering</source>
        <translation>Risposta a domande</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Ragionamento</translation>
    </message>
    <message>
        <source>Recommendation</source>
        <translation>Raccomandazione</translation>
    </message>
    <message>
        <source>Recommender system</source>
        <translation>Sistema di raccomandazione</translation>
    </message>
    <message>
        <source>Reinforcement learning</source>
        <translation>Apprendimento per rinforzo</translation>
    </message>
    <message>
        <source>Relation extraction</source>
        <translation>Estrazione di relazioni</translation>
    </message>
    <message>
        <source>Representation learning</source>
        <translation>Apprendimento di rappresentazioni</translation>
    </message>
    <message>
        <source>Research collective</source>
        <translation>Collettivo di ricerca</translation>
    </message>
    <message>
        <source>Retrieval-augmented generation</source>
        <translation>Generazione aumentata dal recupero (RAG)</translation>
    </message>
    <message>
        <source>Robotic manipulation</source>
        <translation>Manipolazione robotica</translation>
    </message>
    <message>
        <source>Robotics</source>
        <translation>Robotica</translation>
    </message>
    <message>
        <source>Saudi Arabia</source>
        <translation>Arabia Saudita</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Ricerca di informazioni</translation>
    </message>
    <message>
        <source>Self-driving car</source>
        <translation>Auto a guida autonoma</translation>
    </message>
    <message>
        <source>Self-supervised learning</source>
        <translation>Apprendimento auto-supervisionato</translation>
    </message>
    <message>
        <source>Semantic embedding</source>
        <translation>Embedding semantico</translation>
    </message>
    <message>
        <source>Semantic search</source>
        <translation>Ricerca semantica</translation>
    </message>
    <message>
        <source>Semantic segmentation</source>
        <translation>Segmentazione semantica</translation>
    </message>
    <message>
        <source>Sentiment classification</source>
        <translation>Classificazione del sentiment</translation>
    </message>
    <message>
        <source>Sequence memorization</source>
        <translation>Memorizzazione di sequenze</translation>
    </message>
    <message>
        <source>Shogi</source>
        <translation>Shogi</translation>
    </message>
    <message>
        <source>Significant use</source>
        <translation>Ampio utilizzo</translation>
    </message>
    <message>
        <source>Singapore</source>
        <translation>Singapore</translation>
    </message>
    <message>
        <source>SOTA improvement</source>
        <translation>Miglioramento dello stato dell&apos;arte</translation>
    </message>
    <message>
        <source>Spain</source>
        <translation>Spagna</translation>
    </message>
    <message>
        <source>Speculative</source>
        <translation>Speculativo</translation>
    </message>
    <message>
        <source>Speech</source>
        <translation>Parlato</translation>
    </message>
    <message>
        <source>Speech completion</source>
        <translation>Completamento del parlato</translation>
    </message>
    <message>
        <source>Speech recognition (ASR)</source>
        <translation>Riconoscimento del parlato (ASR)</translation>
    </message>
    <message>
        <source>Speech synthesis</source>
        <translation>Sintesi vocale</translation>
    </message>
    <message>
        <source>Speech-to-speech</source>
        <translation>Da voce a voce</translation>
    </message>
    <message>
        <source>Speech-to-text</source>
        <translation>Da voce a testo</translation>
    </message>
    <message>
        <source>StarCraft</source>
        <translation>StarCraft</translation>
    </message>
    <message>
        <source>Supervised</source>
        <translation>Apprendimento supervisionato</translation>
    </message>
    <message>
        <source>Sweden</source>
        <translation>Svezia</translation>
    </message>
    <message>
        <source>Switzerland</source>
        <translation>Svizzera</translation>
    </message>
    <message>
        <source>System control</source>
        <translation>Controllo di sistemi</translation>
    </message>
    <message>
        <source>Table tasks</source>
        <translation>Compiti su dati tabellari</translation>
    </message>
    <message>
        <source>Text autocompletion</source>
        <translation>Completamento automatico del testo</translation>
    </message>
    <message>
        <source>Text classification</source>
        <translation>Classificazione di testi</translation>
    </message>
    <message>
        <source>Text summarization</source>
        <translation>Riassunto di testi</translation>
    </message>
    <message>
        <source>Text-to-image</source>
        <translation>Da testo a immagine</translation>
    </message>
    <message>
        <source>Text-to-speech (TTS)</source>
        <translation>Da testo a voce (TTS)</translation>
    </message>
    <message>
        <source>Text-to-video</source>
        <translation>Da testo a video</translation>
    </message>
    <message>
        <source>Theorem proving</source>
        <translation>Dimostrazione di teoremi</translation>
    </message>
    <message>
        <source>Tic Tac Toe</source>
        <translation>Tris</translation>
    </message>
    <message>
        <source>Training cost</source>
        <translation>Costo di addestramento</translation>
    </message>
    <message>
        <source>Transcription</source>
        <translation>Trascrizione</translation>
    </message>
    <message>
        <source>Translation</source>
        <translation>Traduzione</translation>
    </message>
    <message>
        <source>Triplet completion</source>
        <translation>Completamento di triple</translation>
    </message>
    <message>
        <source>United Arab Emirates</source>
        <translation>Emirati Arabi Uniti</translation>
    </message>
    <message>
        <source>United Kingdom of Great Britain and Northern Ireland</source>
        <translation>Regno Unito</translation>
    </message>
    <message>
        <source>United States of America</source>
        <translation>Stati Uniti d&apos;America</translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation>Sconosciuto</translation>
    </message>
    <message>
        <source>Unreleased</source>
        <translation>Non rilasciato</translation>
    </message>
    <message>
        <source>Video</source>
        <translation>Video</translation>
    </message>
    <message>
        <source>Video classification</source>
        <translation>Classificazione di video</translation>
    </message>
    <message>
        <source>Video compression</source>
        <translation>Compressione video</translation>
    </message>
    <message>
        <source>Video description</source>
        <translation>Descrizione di video</translation>
    </message>
    <message>
        <source>Video generation</source>
        <translation>Generazione di video</translation>
    </message>
    <message>
        <source>Vision</source>
        <translation>Visione</translation>
    </message>
    <message>
        <source>Vision-language generation</source>
        <translation>Generazione visione-linguaggio</translation>
    </message>
    <message>
        <source>Visual puzzles</source>
        <translation>Rompicapi visivi</translation>
    </message>
    <message>
        <source>Visual question answering</source>
        <translation>Risposta a domande su immagini</translation>
    </message>
    <message>
        <source>Voice identification</source>
        <translation>Identificazione del parlante</translation>
    </message>
    <message>
        <source>Word sense disambiguation</source>
        <translation>Disambiguazione del senso delle parole</translation>
    </message>
    <message>
        <source>Zero-shot image classification</source>
        <translation>Classificazione di immagini zero-shot</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>%Ln modello esportato in %1</numerusform>
            <numerusform>%Ln modelli esportati in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Model Atlas: an offline catalogue of notable AI models.
Without options it opens the window on your catalogue.</source>
        <translation>Model Atlas: un catalogo offline dei modelli di IA più importanti.
Senza opzioni apre la finestra sul tuo catalogo.</translation>
    </message>
    <message>
        <source>Interface language: en or it.</source>
        <translation>Lingua dell&apos;interfaccia: en o it.</translation>
    </message>
    <message>
        <source>Use this catalogue file instead of the one in your data folder (%1).</source>
        <translation>Usa questo file di catalogo al posto di quello nella cartella dei dati (%1).</translation>
    </message>
    <message>
        <source>Write every model of the catalogue to a CSV file and exit.</source>
        <translation>Scrive tutti i modelli del catalogo in un file CSV ed esce.</translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; use en or it.</source>
        <translation>Lingua sconosciuta &quot;%1&quot;: usa en o it.</translation>
    </message>
    <message>
        <source>The catalogue could not be opened: %1</source>
        <translation>Impossibile aprire il catalogo: %1</translation>
    </message>
    <message>
        <source>Model Atlas</source>
        <translation>Model Atlas</translation>
    </message>
    <message>
        <source>Check that the folder can be written, or start the program with --database and another file.</source>
        <translation>Verifica che la cartella sia scrivibile, oppure avvia il programma con --database e un altro file.</translation>
    </message>
</context>
</TS>
