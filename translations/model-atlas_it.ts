<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="it_IT">
<context>
    <name>AboutDialog</name>
    <message>
        <source>&lt;h3&gt;Model Atlas %1&lt;/h3&gt;&lt;p&gt;An offline catalogue of notable AI models: who built them, when, how large they are, how they were trained and whether their weights are published.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Data:&lt;/b&gt; Epoch AI, &lt;a href=&quot;https://epoch.ai/data&quot;&gt;epoch.ai/data&lt;/a&gt;, licensed under CC BY 4.0 (notable and large-scale AI models). Architecture figures, active parameters and licences from the models&apos; published cards, configuration files and papers; each model&apos;s page lists its sources. Notes and format are our own.&lt;/p&gt;&lt;p&gt;Built with Qt %2.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Model Atlas %1&lt;/h3&gt;&lt;p&gt;Un catalogo offline dei modelli di IA più rilevanti: chi li ha realizzati, quando, quanto sono grandi, come sono stati addestrati e se i loro pesi sono pubblici.&lt;/p&gt;&lt;p&gt;&lt;b&gt;Dati:&lt;/b&gt; Epoch AI, &lt;a href=&quot;https://epoch.ai/data&quot;&gt;epoch.ai/data&lt;/a&gt;, con licenza CC BY 4.0 (modelli di IA rilevanti e su larga scala). I dati sull&apos;architettura, i parametri attivi e le licenze provengono dalle schede, dai file di configurazione e dagli articoli pubblicati con i modelli; la pagina di ogni modello ne elenca le fonti. Note e formato sono nostri.&lt;/p&gt;&lt;p&gt;Realizzato con Qt %2.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>About Model Atlas</source>
        <translation>Informazioni su Model Atlas</translation>
    </message>
</context>
<context>
    <name>ArgumentCheck</name>
    <message>
        <source>%1 or %2</source>
        <extracomment>the last two of a list of options: &quot;--estimate or --compare&quot;</extracomment>
        <translation>%1 o %2</translation>
    </message>
    <message>
        <source>%1 and %2 cannot be given together: %3</source>
        <extracomment>two options that conflict, then why</extracomment>
        <translation>%1 e %2 non si possono usare insieme: %3</translation>
    </message>
    <message>
        <source>--runs-on names the device itself.</source>
        <translation>--runs-on indica già il dispositivo.</translation>
    </message>
    <message>
        <source>a device is named with --hardware or described with --memory-gb and --bandwidth-gbs, not both.</source>
        <translation>un dispositivo si indica per nome con --hardware oppure si descrive con --memory-gb e --bandwidth-gbs, non in entrambi i modi.</translation>
    </message>
    <message>
        <source>a model is named with --model or described with --parameters, not both.</source>
        <translation>un modello si indica per nome con --model oppure si descrive con --parameters, non in entrambi i modi.</translation>
    </message>
    <message>
        <source>%1 and %2 are two commands; give one at a time.</source>
        <translation>%1 e %2 sono due comandi distinti: indicane uno alla volta.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;: without a command the program opens its window, which takes no file or name. To merge a CSV file into the catalogue, use --import %1.</source>
        <translation>Argomento inatteso «%1»: senza un comando il programma apre la finestra, che non accetta file né nomi. Per unire un file CSV al catalogo, usa --import %1.</translation>
    </message>
    <message>
        <source>%1 goes with %2, which was not given.</source>
        <translation>L&apos;opzione %1 si usa con %2, che non è stato indicato.</translation>
    </message>
    <message>
        <source>%1 goes with %2, and none of them was given.</source>
        <translation>L&apos;opzione %1 si usa con %2, ma nessuno di questi è stato indicato.</translation>
    </message>
    <message>
        <source>The search is given twice, with --search and as words after the options (&quot;%1&quot;); give one.</source>
        <translation>La ricerca è indicata due volte, con --search e come parole dopo le opzioni («%1»): usa solo uno dei due modi.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;: %2 takes no words after its options (put a name with spaces in quotes).</source>
        <translation>Argomento inatteso «%1»: %2 non accetta parole dopo le opzioni (metti tra virgolette un nome che contiene spazi).</translation>
    </message>
    <message>
        <source>%1 is ignored: %2 does not read it (it goes with %3).</source>
        <translation>L&apos;opzione %1 viene ignorata: %2 non la usa (vale per %3).</translation>
    </message>
    <message>
        <source>%1 is ignored: without --hardware, --compare uses the device and set-up chosen in the window.</source>
        <translation>L&apos;opzione %1 viene ignorata: senza --hardware, --compare usa il dispositivo e la configurazione scelti nella finestra.</translation>
    </message>
    <message>
        <source>--export-chart needs a chart kind and a file name.</source>
        <translation>--export-chart richiede un tipo di grafico e un nome di file.</translation>
    </message>
    <message>
        <source>Unexpected argument &quot;%1&quot;: --export-chart writes one file (put a name with spaces in quotes).</source>
        <translation>Argomento inatteso «%1»: --export-chart scrive un solo file (metti tra virgolette un nome che contiene spazi).</translation>
    </message>
    <message>
        <source>%1 takes a whole number of pixels, not &quot;%2&quot;.</source>
        <translation>%1 accetta un numero intero di pixel, non «%2».</translation>
    </message>
    <message>
        <source>a model named with --model has the catalogue&apos;s figures; --active-parameters, --layers, --kv-heads, --head-dim, --attention-layers, --sliding-window and --kv-latent-width describe one given with --parameters.</source>
        <translation>un modello indicato con --model ha già i valori del catalogo; --active-parameters, --layers, --kv-heads, --head-dim, --attention-layers, --sliding-window e --kv-latent-width descrivono un modello dato con --parameters.</translation>
    </message>
</context>
<context>
    <name>CatalogueNotice</name>
    <message>
        <source>Damaged catalogue</source>
        <translation>Catalogo danneggiato</translation>
    </message>
    <message>
        <source>SQLite reports that the catalogue file is damaged.</source>
        <translation>SQLite segnala che il file del catalogo è danneggiato.</translation>
    </message>
    <message>
        <source>%1

Model Atlas can move the file aside (it is kept, renamed), build a fresh catalogue from the data shipped with the program and carry over your favourites, notes and devices. Models you imported will have to be imported again.</source>
        <translation>%1

Model Atlas può mettere da parte il file (che viene conservato con un altro nome), creare un nuovo catalogo a partire dai dati forniti con il programma e trasferirvi preferiti, note e dispositivi. I modelli importati andranno importati di nuovo.</translation>
    </message>
    <message>
        <source>Rebuild the catalogue</source>
        <translation>Ricrea il catalogo</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Non ora</translation>
    </message>
    <message>
        <source>Rebuild…</source>
        <translation>Ricrea…</translation>
    </message>
    <message>
        <source>Temporary catalogue: favourites, notes, devices and imports are not kept after you quit.</source>
        <translation>Catalogo temporaneo: preferiti, note, dispositivi e importazioni andranno persi alla chiusura.</translation>
    </message>
    <message>
        <source>The catalogue could not be read (%1). What is shown may be incomplete.</source>
        <translation>Impossibile leggere il catalogo (%1). Quanto mostrato potrebbe essere incompleto.</translation>
    </message>
    <message>
        <source>The catalogue file is damaged (%1). Rebuild it to go on working; your favourites, notes and devices are carried over.</source>
        <translation>Il file del catalogo è danneggiato (%1). Per continuare a lavorare occorre ricrearlo; preferiti, note e dispositivi vengono conservati.</translation>
    </message>
    <message>
        <source>The catalogue is damaged (%1). Quit and start the program again.</source>
        <translation>Il catalogo è danneggiato (%1). Chiudi il programma e avvialo di nuovo.</translation>
    </message>
</context>
<context>
    <name>CatalogueSession</name>
    <message>
        <source>it cannot be read (%1)</source>
        <translation>non può essere letto (%1)</translation>
    </message>
    <message>
        <source>it is not a SQLite database</source>
        <translation>non è un database SQLite</translation>
    </message>
    <message>
        <source>it cannot be opened (%1)</source>
        <translation>non può essere aperto (%1)</translation>
    </message>
    <message>
        <source>its integrity check could not run</source>
        <translation>non è stato possibile eseguirne il controllo di integrità</translation>
    </message>
    <message>
        <source>its integrity check failed (%1)</source>
        <translation>il controllo di integrità non è riuscito (%1)</translation>
    </message>
    <message>
        <source>it was written by a newer version of Model Atlas</source>
        <translation>è stato scritto da una versione più recente di Model Atlas</translation>
    </message>
    <message>
        <source>The catalogue file could not be used: %1. It was kept as %2 and a fresh catalogue was created from the data shipped with the program.</source>
        <translation>Impossibile usare il file del catalogo: %1. È stato conservato come %2 ed è stato creato un nuovo catalogo a partire dai dati forniti con il programma.</translation>
    </message>
    <message numerus="yes">
        <source>%n of your favourites, notes and devices were recovered from the old file.</source>
        <translation>
            <numerusform>È stato recuperato dal vecchio file %n elemento tra preferiti, note e dispositivi.</numerusform>
            <numerusform>Sono stati recuperati dal vecchio file %n elementi tra preferiti, note e dispositivi.</numerusform>
        </translation>
    </message>
    <message>
        <source>it is a folder, not a catalogue file</source>
        <translation>è una cartella, non un file di catalogo</translation>
    </message>
    <message>
        <source>it is not a regular file</source>
        <translation>non è un file normale</translation>
    </message>
    <message>
        <source>it is a SQLite database of another program (it has no catalogue tables)</source>
        <translation>è un database SQLite di un altro programma (non contiene le tabelle del catalogo)</translation>
    </message>
    <message>
        <source>it is a damaged SQLite database that Model Atlas did not write</source>
        <translation>è un database SQLite danneggiato che non è stato scritto da Model Atlas</translation>
    </message>
    <message>
        <source>This session uses a temporary catalogue in memory, made from the data shipped with the program: favourites, notes, devices and imports will not be kept after you quit.</source>
        <translation>Questa sessione usa un catalogo temporaneo in memoria, creato a partire dai dati forniti con il programma: preferiti, note, dispositivi e importazioni andranno persi alla chiusura.</translation>
    </message>
    <message>
        <source>the catalogue file %1 cannot be moved aside</source>
        <translation>impossibile mettere da parte il file del catalogo %1</translation>
    </message>
    <message>
        <source>The catalogue file was moved aside as %1 and a fresh catalogue was created from the data shipped with the program.</source>
        <translation>Il file del catalogo è stato messo da parte come %1 ed è stato creato un nuovo catalogo a partire dai dati forniti con il programma.</translation>
    </message>
    <message>
        <source>%1 is not a Model Atlas catalogue and was left as it is: %2.</source>
        <translation>%1 non è un catalogo di Model Atlas ed è stato lasciato com&apos;è: %2.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be written. Make it writable, or start with --database and a file in a folder you can write.</source>
        <translation>Impossibile scrivere nella cartella %1. Rendila scrivibile oppure avvia il programma con --database e un file in una cartella in cui puoi scrivere.</translation>
    </message>
    <message>
        <source>the folder %1 cannot be written, so the catalogue %2 cannot be kept there. Make the folder writable, or give --database a file in a folder you can write.</source>
        <translation>impossibile scrivere nella cartella %1, quindi il catalogo %2 non può essere salvato lì. Rendi scrivibile la cartella oppure indica con --database un file in una cartella in cui puoi scrivere.</translation>
    </message>
    <message>
        <source>The catalogue file %1 is read-only.</source>
        <translation>Il file del catalogo %1 è di sola lettura.</translation>
    </message>
    <message>
        <source>the catalogue file %1 is read-only. Make it writable, or give --database another file.</source>
        <translation>il file del catalogo %1 è di sola lettura. Rendilo scrivibile oppure indica un altro file con --database.</translation>
    </message>
    <message>
        <source>this session&apos;s catalogue is temporary and has no file to rebuild</source>
        <translation>il catalogo di questa sessione è temporaneo e non ha un file da ricreare</translation>
    </message>
    <message>
        <source>The catalogue file is damaged; nothing was changed. Run %1 to move it aside and build a fresh catalogue from the data shipped with the program: your favourites, notes and devices are carried over, imported models must be imported again.</source>
        <translation>Il file del catalogo è danneggiato; non è stato modificato nulla. Esegui %1 per metterlo da parte e creare un nuovo catalogo a partire dai dati forniti con il programma: preferiti, note e dispositivi vengono conservati, i modelli importati andranno importati di nuovo.</translation>
    </message>
    <message>
        <source>The disk that holds the catalogue %1 is full (%2). Free some space on it and start the program again.</source>
        <translation>Il disco che contiene il catalogo %1 è pieno (%2). Libera un po&apos; di spazio e riavvia il programma.</translation>
    </message>
    <message>
        <source>the disk that holds the catalogue %1 is full (%2). Free some space on it, or give --database a file on another disk.</source>
        <translation>il disco che contiene il catalogo %1 è pieno (%2). Libera un po&apos; di spazio oppure indica con --database un file su un altro disco.</translation>
    </message>
    <message>
        <source>The folder %1 does not exist and cannot be created. Create it, or start with --database and a file in a folder that exists.</source>
        <translation>La cartella %1 non esiste e non è possibile crearla. Creala oppure avvia il programma con --database e un file in una cartella esistente.</translation>
    </message>
    <message>
        <source>the folder %1 does not exist and cannot be created, so the catalogue %2 cannot be kept there. Create the folder, or give --database a file in a folder that exists.</source>
        <translation>la cartella %1 non esiste e non è possibile crearla, quindi il catalogo %2 non può essere salvato lì. Crea la cartella oppure indica con --database un file in una cartella esistente.</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): column «Pubblicazione» (a header ending in «il» looks cut); the model page keeps «Pubblicato il».</translatorcomment>
        <translation>Pubblicazione</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): column «Addestrato su»; the model page keeps «Hardware di addestramento».</translatorcomment>
        <translation>Addestrato su</translation>
    </message>
    <message>
        <source>Model access</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): column «Accesso»; the model page and the filter&apos;s tooltip keep «Accesso al modello».</translatorcomment>
        <translation>Accesso</translation>
    </message>
    <message>
        <source>Favourite</source>
        <translation>Preferito</translation>
    </message>
    <message>
        <source>The search matched this model&apos;s authors.</source>
        <translation>Il testo cercato compare tra gli autori di questo modello.</translation>
    </message>
    <message>
        <source>The search matched this model&apos;s authors and its reference: %1</source>
        <translation>Il testo cercato compare tra gli autori e nel riferimento di questo modello: %1</translation>
    </message>
    <message>
        <source>The search matched this model&apos;s reference: %1</source>
        <translation>Il testo cercato compare nel riferimento di questo modello: %1</translation>
    </message>
</context>
<context>
    <name>CatalogueView</name>
    <message>
        <source>Catalogue table</source>
        <translation>Tabella del catalogo</translation>
    </message>
    <message>
        <source>No model matches these filters.</source>
        <translation>Nessun modello corrisponde a questi filtri.</translation>
    </message>
    <message>
        <source>&amp;Clear filters</source>
        <translation>A&amp;zzera i filtri</translation>
    </message>
</context>
<context>
    <name>CatalogueWriter</name>
    <message>
        <source>model %1 is no longer in the catalogue</source>
        <translation>il modello %1 non è più nel catalogo</translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
    <message>
        <source>Trend %1–%2</source>
        <translation>Tendenza %1–%2</translation>
    </message>
    <message>
        <source>Year of publication</source>
        <translation>Anno di pubblicazione</translation>
    </message>
    <message>
        <source>Models</source>
        <translation>Modelli</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %2: %Ln model(s)</source>
        <comment>year · group: count</comment>
        <translation>
            <numerusform>%1 · %2: %Ln modello</numerusform>
            <numerusform>%1 · %2: %Ln modelli</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartExporter</name>
    <message>
        <source>A chart must be between 200 × 150 and 20000 × 20000 pixels.</source>
        <translatorcomment>Italian groups thousands with a dot: 20.000.</translatorcomment>
        <translation>Il grafico deve misurare da 200 × 150 a 20.000 × 20.000 pixel.</translation>
    </message>
    <message>
        <source>Model Atlas chart</source>
        <translation>Grafico di Model Atlas</translation>
    </message>
    <message>
        <source>Cannot write %1.</source>
        <translation>Impossibile scrivere %1.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>Impossibile scrivere %1: %2</translation>
    </message>
    <message>
        <source>Unknown chart &quot;%1&quot;; use one of: %2.</source>
        <translation>Grafico «%1» sconosciuto; valori possibili: %2.</translation>
    </message>
    <message>
        <source>The chart file &quot;%1&quot; must be named .png or .svg: the name says which format to write. Give a name that ends in one of them.</source>
        <translation>Il file del grafico «%1» deve terminare in .png o .svg: è il nome a stabilire il formato. Indica un nome con una di queste estensioni.</translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message>
        <source>Publication date</source>
        <translation>Data di pubblicazione</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Training compute (FLOP)</source>
        <translation>Calcolo di addestramento (FLOP)</translation>
    </message>
    <message>
        <source>Training data (tokens or data points)</source>
        <translation>Dati di addestramento (token o punti dati)</translation>
    </message>
    <message>
        <source>Training time (hours)</source>
        <translation>Durata dell&apos;addestramento (ore)</translation>
    </message>
    <message>
        <source>Chips used</source>
        <translation>Chip impiegati</translation>
    </message>
    <message>
        <source>Power draw (W)</source>
        <translation>Potenza assorbita (W)</translation>
    </message>
    <message>
        <source>Training cost (US$)</source>
        <translation>Costo dell&apos;addestramento (US$)</translation>
    </message>
    <message>
        <source>Frontier models</source>
        <translation>Modelli di frontiera</translation>
    </message>
    <message>
        <source>Other models</source>
        <comment>not frontier models</comment>
        <translation>Altri modelli</translation>
    </message>
    <message>
        <source>Trend: too few models with a value in %1–%2</source>
        <translation>Tendenza: troppo pochi modelli con un valore nel periodo %1–%2</translation>
    </message>
    <message>
        <source>Trend %1–%2: ×%3/year · %4 orders of magnitude/year</source>
        <translation>Tendenza %1–%2: ×%3 all&apos;anno · %4 ordini di grandezza all&apos;anno</translation>
    </message>
    <message>
        <source> · doubling every %1 months</source>
        <translation> · raddoppio ogni %1 mesi</translation>
    </message>
    <message>
        <source> · R² = %1</source>
        <translation> · R² = %1</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Calcolo di addestramento</translation>
    </message>
    <message>
        <source>Training time</source>
        <translation>Durata dell&apos;addestramento</translation>
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
        <source>%1: %2</source>
        <comment>quantity: value</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Following the Catalogue filters: %1</source>
        <translation>Il grafico segue i filtri del Catalogo: %1</translation>
    </message>
    <message>
        <source>Showing every model: the Catalogue filters (%1) do not apply here.</source>
        <translation>Sono mostrati tutti i modelli: i filtri del Catalogo (%1) qui non si applicano.</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s) drawn</source>
        <comment>charts: drawn of those the filters let through</comment>
        <translation>
            <numerusform>%1 di %Ln modello nel grafico</numerusform>
            <numerusform>%1 di %Ln modelli nel grafico</numerusform>
        </translation>
    </message>
    <message>
        <source>Catalogue filters ignored</source>
        <translation>Filtri del Catalogo ignorati</translation>
    </message>
    <message>
        <source>The chart could not be read from the catalogue: %1</source>
        <translation>Impossibile ricavare il grafico dal catalogo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) not drawn: no publication date</source>
        <translation>
            <numerusform>%n modello non mostrato: nessuna data di pubblicazione</numerusform>
            <numerusform>%n modelli non mostrati: nessuna data di pubblicazione</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) not drawn: no value on these axes</source>
        <translation>
            <numerusform>%n modello non mostrato: nessun valore su questi assi</numerusform>
            <numerusform>%n modelli non mostrati: nessun valore su questi assi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is counted only up to %2, the newest model drawn: the catalogue does not hold that year whole.</source>
        <translation>Il %1 è contato solo fino al %2, data del modello più recente nel grafico: il catalogo non copre quell&apos;anno per intero.</translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message>
        <source>&amp;Show:</source>
        <comment>which chart</comment>
        <translatorcomment>Mnemonic: the menu bar holds F, M, L, A; a tab&apos;s controls answer together with it.</translatorcomment>
        <translation>&amp;Grafico:</translation>
    </message>
    <message>
        <source>Each model as a point</source>
        <translation>Un punto per modello</translation>
    </message>
    <message>
        <source>Models per year</source>
        <translation>Modelli per anno</translation>
    </message>
    <message>
        <source>&amp;Across:</source>
        <comment>horizontal axis</comment>
        <translation>Asse &amp;X:</translation>
    </message>
    <message>
        <source>&amp;Up:</source>
        <comment>vertical axis</comment>
        <translation>Asse &amp;Y:</translation>
    </message>
    <message>
        <source>&amp;Colour by:</source>
        <translation>&amp;Colora per:</translation>
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
        <source>Frontier model</source>
        <translation>Modello di frontiera</translation>
    </message>
    <message>
        <source>&amp;Trend line from</source>
        <translatorcomment>Mnemonic: the menu bar holds F, M, L, A; a tab&apos;s controls answer together with it.</translatorcomment>
        <translation>Linea di &amp;tendenza dal</translation>
    </message>
    <message>
        <source>to</source>
        <comment>trend period: from year to year</comment>
        <translation>al</translation>
    </message>
    <message>
        <source>Reading the catalogue…</source>
        <translation>Lettura del catalogo…</translation>
    </message>
    <message>
        <source>%1 over time</source>
        <translation>%1 nel tempo</translation>
    </message>
    <message>
        <source>%1 against %2</source>
        <translation>%1 vs %2</translation>
    </message>
    <message numerus="yes">
        <source>Writes the name of each model that went higher than every model before it (at most %n name(s), none over another).</source>
        <translation>
            <numerusform>Scrive il nome di ogni modello che ha superato tutti i precedenti (al massimo %n nome, senza sovrapporli).</numerusform>
            <numerusform>Scrive il nome di ogni modello che ha superato tutti i precedenti (al massimo %n nomi, senza sovrapporli).</numerusform>
        </translation>
    </message>
    <message>
        <source>Label &amp;record-setting models</source>
        <translation>Mostra i nomi dei modelli da &amp;record</translation>
    </message>
    <message>
        <source>log</source>
        <comment>logarithmic axis scale</comment>
        <translation>log</translation>
    </message>
    <message>
        <source>Reset &amp;zoom</source>
        <translation>Reimposta lo &amp;zoom</translation>
    </message>
    <message>
        <source>The wheel zooms about the pointer and a drag moves the chart; with the chart selected, so do the keys +, - and 0 and the arrow keys.</source>
        <translation>La rotellina ingrandisce attorno al puntatore e trascinando si sposta il grafico; con il grafico selezionato, fanno lo stesso i tasti +, - e 0 e le frecce.</translation>
    </message>
    <message>
        <source>Clear filters</source>
        <translation>Azzera i filtri</translation>
    </message>
    <message>
        <source>Logarithmic scale: each step along the axis multiplies the value by ten. Clear it for a linear scale.</source>
        <translation>Scala logaritmica: ogni passo lungo l&apos;asse moltiplica il valore per dieci. Togli la spunta per una scala lineare.</translation>
    </message>
    <message>
        <source>Ignore them</source>
        <comment>the Catalogue filters</comment>
        <translation>Ignorali</translation>
    </message>
    <message>
        <source>Follow them</source>
        <comment>the Catalogue filters</comment>
        <translation>Applicali</translation>
    </message>
    <message>
        <source>Logarithmic horizontal axis</source>
        <translation>Asse X logaritmico</translation>
    </message>
    <message>
        <source>Logarithmic vertical axis</source>
        <translation>Asse Y logaritmico</translation>
    </message>
    <message>
        <source>First year of the trend line</source>
        <translation>Primo anno della linea di tendenza</translation>
    </message>
    <message>
        <source>Last year of the trend line</source>
        <translation>Ultimo anno della linea di tendenza</translation>
    </message>
</context>
<context>
    <name>CommandLine</name>
    <message>
        <source>Show this help and exit.</source>
        <translation>Mostra questa guida ed esce.</translation>
    </message>
    <message>
        <source>file</source>
        <extracomment>value name in --help: a file name</extracomment>
        <translation>percorso</translation>
    </message>
    <message>
        <source>pixels</source>
        <extracomment>value name in --help: a size in pixels</extracomment>
        <translation>pixel</translation>
    </message>
    <message>
        <source>Show the program&apos;s version and exit.</source>
        <translation>Mostra la versione del programma ed esce.</translation>
    </message>
    <message>
        <source>Interface language: en or it.</source>
        <translation>Lingua dell&apos;interfaccia: en o it.</translation>
    </message>
    <message>
        <source>code</source>
        <extracomment>value name in --help: a language code such as &quot;it&quot;</extracomment>
        <translation>codice</translation>
    </message>
    <message>
        <source>Use this catalogue file instead of yours (the one named above).</source>
        <translation>Usa questo file di catalogo al posto del tuo (quello indicato sopra).</translation>
    </message>
    <message>
        <source>Write every model of the catalogue to a CSV file and exit.</source>
        <translation>Scrive tutti i modelli del catalogo in un file CSV ed esce.</translation>
    </message>
    <message>
        <source>Merge an Epoch AI CSV export into the catalogue, print a report and exit (exit code 2 when the file is rejected; nothing is changed then).</source>
        <translation>Unisce al catalogo un&apos;esportazione CSV di Epoch AI, stampa un resoconto ed esce (codice di uscita 2 se il file viene rifiutato; in tal caso non viene modificato nulla).</translation>
    </message>
    <message>
        <source>Move the catalogue file aside and build a fresh one from the data shipped with the program, carrying over favourites, notes and devices; for a catalogue that SQLite reports damaged.</source>
        <translation>Mette da parte il file del catalogo e ne crea uno nuovo a partire dai dati forniti con il programma, conservando preferiti, note e dispositivi; per un catalogo che SQLite segnala come danneggiato.</translation>
    </message>
    <message>
        <source>kind</source>
        <extracomment>value name in --help: the kind of chart</extracomment>
        <translation>tipo</translation>
    </message>
    <message>
        <source>Width of the exported chart in pixels (default 1600).</source>
        <translation>Larghezza del grafico esportato in pixel (predefinita: 1600).</translation>
    </message>
    <message>
        <source>Height of the exported chart in pixels (default 1000).</source>
        <translation>Altezza del grafico esportato in pixel (predefinita: 1000).</translation>
    </message>
    <message>
        <source>With --export-chart: write the names of the record-setting models (each one higher than every model before it) beside their points.</source>
        <translation>Con --export-chart: scrive accanto ai punti i nomi dei modelli da record (ciascuno ha superato tutti i precedenti).</translation>
    </message>
    <message>
        <source>Model Atlas: an offline catalogue of notable AI models.
Without options it opens the window on your catalogue, kept in the file
  %1
unless --database names another.</source>
        <extracomment>%1 is the path of the catalogue file: keep it on a line of its own, as the help prints it</extracomment>
        <translation>Model Atlas: un catalogo offline dei modelli di IA più rilevanti.
Senza opzioni apre la finestra sul tuo catalogo, conservato nel file
  %1
se --database non ne indica un altro.</translation>
    </message>
    <message>
        <source>With --export-chart: the PNG or SVG file to write.</source>
        <translation>Con --export-chart: il file PNG o SVG da scrivere.</translation>
    </message>
    <message>
        <source>names</source>
        <extracomment>value name in --help: model names</extracomment>
        <translation>nomi</translation>
    </message>
    <message>
        <source>With --compare: two to four model names. With --list: words to search for, as --search takes them.</source>
        <translation>Con --compare: da due a quattro nomi di modelli. Con --list: le parole da cercare, come le accetta --search.</translation>
    </message>
    <message>
        <source>See %1 --help for every option.</source>
        <translation>Per vedere tutte le opzioni usa %1 --help.</translation>
    </message>
    <message>
        <source>Unknown option %1. Closest options: %2.</source>
        <translation>Opzione %1 sconosciuta. Opzioni più simili: %2.</translation>
    </message>
    <message>
        <source>Draw the catalogue as a chart (compute-over-time, parameters-over-time, compute-vs-parameters or models-per-year), write it to the file that follows (PNG or SVG: its name ends in .png or .svg) and exit.</source>
        <translation>Disegna il catalogo come grafico (compute-over-time, parameters-over-time, compute-vs-parameters o models-per-year), lo scrive nel file indicato di seguito (PNG o SVG: il nome deve terminare in .png o .svg) ed esce.</translation>
    </message>
    <message>
        <source>Examples:</source>
        <translation>Esempi:</translation>
    </message>
    <message>
        <source>Every open-weight model and how it runs on this card.</source>
        <translation>Tutti i modelli a pesi aperti e come funzionano su questa scheda.</translation>
    </message>
    <message>
        <source>What the model needs on it at each quantization, and how fast it runs.</source>
        <translation>Di cosa ha bisogno il modello su questa scheda per ogni quantizzazione,
e a che velocità funziona.</translation>
    </message>
    <message>
        <source>Every model of the catalogue, in a CSV file.</source>
        <translation>Tutti i modelli del catalogo in un file CSV.</translation>
    </message>
    <message>
        <source>Exit codes:</source>
        <translation>Codici di uscita:</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Operazione completata.</translation>
    </message>
    <message>
        <source>A file could not be read or written (the catalogue, a CSV file, a chart),
or an import failed and was undone.</source>
        <translation>Non è stato possibile leggere o scrivere un file (il catalogo, un file CSV,
un grafico), oppure un&apos;importazione non è riuscita ed è stata annullata.</translation>
    </message>
    <message>
        <source>The command line was refused (an unknown option, device, model or value;
options that do not go together; a --database file that is not a
catalogue), or the file to import was rejected. Nothing was changed.</source>
        <translation>La riga di comando è stata rifiutata (un&apos;opzione, un dispositivo, un
modello o un valore sconosciuti; opzioni incompatibili; un file --database
che non è un catalogo), oppure il file da importare è stato rifiutato.
Non è cambiato nulla.</translation>
    </message>
    <message>
        <source>--estimate: the model has no estimate (its weights are not published or its
access is not on record, it does not generate text, or its size is not on
record).</source>
        <translation>--estimate: per il modello non esiste una stima (i pesi non sono pubblicati
o l&apos;accesso non è indicato, non genera testo oppure le sue dimensioni
non sono note).</translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message>
        <source>Compare the two to four models named after the options side by side: every figure of their pages, the rows that differ marked, and what each needs on the device (--hardware, else the one chosen in the window); print it and exit.</source>
        <translation>Mette a confronto da due a quattro modelli, indicati dopo le opzioni: tutti i dati delle loro pagine, con le righe diverse segnalate, e ciò che ciascuno richiede sul dispositivo (--hardware, altrimenti quello scelto nella finestra); stampa il risultato ed esce.</translation>
    </message>
    <message numerus="yes">
        <source>--compare takes two to four model names, not %n.</source>
        <translation>
            <numerusform>--compare richiede da due a quattro nomi di modelli, non %n.</numerusform>
            <numerusform>--compare richiede da due a quattro nomi di modelli, non %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Closest names: %2.</source>
        <translation>Modello «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; names %2, which is already in the comparison.</source>
        <translation>«%1» indica %2, che è già nel confronto.</translation>
    </message>
</context>
<context>
    <name>CompareLauncher</name>
    <message>
        <source>Compare models</source>
        <translation>Confronta i modelli</translation>
    </message>
    <message>
        <source>Select two to four models in the table (hold Ctrl and click), then compare them.</source>
        <translation>Seleziona da due a quattro modelli nella tabella (tieni premuto Ctrl e fai clic), poi confrontali.</translation>
    </message>
    <message>
        <source>Compare favourites</source>
        <translation>Confronta i preferiti</translation>
    </message>
    <message numerus="yes">
        <source>You have %Ln favourite(s); a comparison holds up to four. The catalogue now shows only your favourites: select two to four of them (hold Ctrl and click) and choose Compare selected models.</source>
        <translation>
            <numerusform>Hai %Ln preferito; un confronto ne accoglie al massimo quattro. Ora il catalogo mostra solo i tuoi preferiti: selezionane da due a quattro (tieni premuto Ctrl e fai clic) e scegli «Confronta i modelli selezionati».</numerusform>
            <numerusform>Hai %Ln preferiti; un confronto ne accoglie al massimo quattro. Ora il catalogo mostra solo i tuoi preferiti: selezionane da due a quattro (tieni premuto Ctrl e fai clic) e scegli «Confronta i modelli selezionati».</numerusform>
        </translation>
    </message>
    <message>
        <source>Mark at least two models as favourites (the star on their page) to compare them.</source>
        <translation>Per un confronto, segna come preferiti almeno due modelli (con la stella nella loro pagina).</translation>
    </message>
    <message>
        <source>Two to four models side by side: select them in the table with Ctrl+click.</source>
        <translation>Da due a quattro modelli affiancati: selezionali nella tabella con Ctrl+clic.</translation>
    </message>
    <message>
        <source>Compare fa&amp;vourites</source>
        <translation>Confronta i &amp;preferiti</translation>
    </message>
    <message>
        <source>Your favourite models side by side (two to four of them).</source>
        <translation>I tuoi modelli preferiti affiancati (da due a quattro).</translation>
    </message>
    <message>
        <source>Compare &amp;selected models</source>
        <translation>Confronta i modelli &amp;selezionati</translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message>
        <source>On %1</source>
        <translation>Su %1</translation>
    </message>
    <message>
        <source>Best quantization</source>
        <translation>Quantizzazione migliore</translation>
    </message>
    <message>
        <source>none runs</source>
        <translation>nessuna funziona</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Memory needed, GB</source>
        <translation>Memoria necessaria, GB</translation>
    </message>
    <message>
        <source>Tokens/s low–high (expected)</source>
        <translation>Token/s min–max (previsti)</translation>
    </message>
    <message>
        <source>First token, s</source>
        <translation>Primo token, s</translation>
    </message>
    <message>
        <source>What it needs</source>
        <translation>Che cosa richiede</translation>
    </message>
    <message>
        <source>Memory needed at %1, GB</source>
        <translation>Memoria necessaria in %1, GB</translation>
    </message>
    <message numerus="yes">
        <source>%1: %Ln row(s) differ.</source>
        <translation>
            <numerusform>%1: %Ln riga diversa.</numerusform>
            <numerusform>%1: %Ln righe diverse.</numerusform>
        </translation>
    </message>
    <message>
        <source>≠ marks the rows where the models differ.</source>
        <translation>≠ segna le righe in cui i modelli differiscono.</translation>
    </message>
    <message>
        <source>Meets your minimums (%1)</source>
        <extracomment>%1 the minimums, as the From hardware view states them (&quot;quality Good or better, at least 10 tokens/s&quot;)</extracomment>
        <translation>Rispetta i tuoi requisiti minimi (%1)</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>On the CPU, without a GPU</source>
        <translation>Sulla CPU, senza GPU</translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message>
        <source>Compare models</source>
        <translation>Confronta i modelli</translation>
    </message>
    <message>
        <source>&amp;Only the differences</source>
        <translation>&amp;Solo le differenze</translation>
    </message>
    <message>
        <source>Co&amp;py as text</source>
        <translation>Co&amp;pia come testo</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Chiudi</translation>
    </message>
    <message numerus="yes">
        <source>%Ln row(s) differ: they are tinted and marked ≠.</source>
        <translation>
            <numerusform>%Ln riga diversa: è colorata e segnata con ≠.</numerusform>
            <numerusform>%Ln righe diverse: sono colorate e segnate con ≠.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose your device in the From hardware view to see how each model runs on it.</source>
        <translation>Scegli il tuo dispositivo nella vista «Il tuo hardware» per vedere come vi funziona ciascun modello.</translation>
    </message>
    <message>
        <source>Fit and speed are for %1, the device chosen in the From hardware view.</source>
        <translation>Esito e velocità si riferiscono a %1, il dispositivo scelto nella vista «Il tuo hardware».</translation>
    </message>
    <message>
        <source>Every quantization</source>
        <translation>Tutte le quantizzazioni</translation>
    </message>
    <message>
        <source>Comparison of the models</source>
        <translation>Confronto dei modelli</translation>
    </message>
</context>
<context>
    <name>CountArgument</name>
    <message>
        <source>Note: %1 %2 counts %2 parameters, not billions; did you mean %2B?</source>
        <translation>Nota: %1 %2 indica %2 parametri, non miliardi; intendevi %2B?</translation>
    </message>
</context>
<context>
    <name>CsvExporter</name>
    <message>
        <source>the catalogue could not be read (%1)</source>
        <translation>impossibile leggere il catalogo (%1)</translation>
    </message>
</context>
<context>
    <name>CsvReader</name>
    <message>
        <source>line %1 is not valid UTF-8 text</source>
        <translation>la riga %1 non è testo UTF-8 valido</translation>
    </message>
    <message>
        <source>a quoted field that starts on line %1 is never closed</source>
        <translation>un campo tra virgolette che inizia alla riga %1 non viene mai chiuso</translation>
    </message>
    <message>
        <source>the row on line %1 is longer than %2 bytes</source>
        <translation>la riga %1 supera i %2 byte</translation>
    </message>
    <message>
        <source>a field on line %1 is longer than %2 bytes</source>
        <translation>un campo della riga %1 supera i %2 byte</translation>
    </message>
    <message>
        <source>line %1 holds a NUL byte, which no text file holds: this is not a CSV file</source>
        <translation>la riga %1 contiene un byte NUL, che nessun file di testo contiene: non è un file CSV</translation>
    </message>
</context>
<context>
    <name>CustomDeviceDialog</name>
    <message>
        <source>Add a device</source>
        <translatorcomment>Window title: short, so that the title bar does not cut it («Aggiungi un…»).</translatorcomment>
        <translation>Nuovo dispositivo</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>Memory and bandwidth are on the maker&apos;s specification sheet. Bandwidth decides how fast a model answers.</source>
        <translation>Memoria e larghezza di banda sono indicate nella scheda tecnica del produttore. È la larghezza di banda a determinare la velocità con cui un modello risponde.</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Nome:</translation>
    </message>
    <message>
        <source>&amp;Memory:</source>
        <translation>&amp;Memoria:</translation>
    </message>
    <message>
        <source>&amp;Bandwidth:</source>
        <translation>&amp;Larghezza di banda:</translation>
    </message>
</context>
<context>
    <name>CustomHardware</name>
    <message>
        <source>Your devices</source>
        <translation>I tuoi dispositivi</translation>
    </message>
    <message>
        <source>A device needs a name, and memory and bandwidth above zero.</source>
        <translation>Un dispositivo richiede un nome e valori di memoria e larghezza di banda maggiori di zero.</translation>
    </message>
</context>
<context>
    <name>Database</name>
    <message>
        <source>%1 (the disk is full: free some space on it)</source>
        <translation>%1 (il disco è pieno: libera un po&apos; di spazio)</translation>
    </message>
</context>
<context>
    <name>DetectionChoices</name>
    <message>
        <source>Use %1</source>
        <comment>a button: use this device</comment>
        <translation>Usa %1</translation>
    </message>
</context>
<context>
    <name>DeviceComboBox</name>
    <message>
        <source>Your devices</source>
        <translation>I tuoi dispositivi</translation>
    </message>
    <message>
        <source>%1 laptop GPUs</source>
        <comment>device list header; %1 is a vendor, e.g. NVIDIA</comment>
        <translation>GPU %1 per portatili</translation>
    </message>
    <message>
        <source>Without a GPU</source>
        <comment>device list header</comment>
        <translation>Senza GPU</translation>
    </message>
    <message>
        <source>processor</source>
        <comment>a word the no-GPU entry is found by</comment>
        <translation>processore</translation>
    </message>
    <message>
        <source>integrated graphics</source>
        <comment>a word the no-GPU entry is found by</comment>
        <translation>grafica integrata</translation>
    </message>
    <message>
        <source>The processor runs the model from system RAM: set the RAM&apos;s size and bandwidth beside the list.</source>
        <translation>Il modello sta nella RAM di sistema e lo esegue il processore: indica quantità e larghezza di banda della RAM accanto all&apos;elenco.</translation>
    </message>
</context>
<context>
    <name>DeviceFamily</name>
    <message>
        <source>NVIDIA Pascal (CUDA)</source>
        <translation>NVIDIA Pascal (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA Turing (CUDA)</source>
        <translation>NVIDIA Turing (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA Ampere consumer and workstation cards (CUDA)</source>
        <translation>Schede NVIDIA Ampere consumer e per workstation (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA Ada Lovelace (CUDA)</source>
        <translation>NVIDIA Ada Lovelace (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA Blackwell consumer and workstation cards (CUDA)</source>
        <translation>Schede NVIDIA Blackwell consumer e per workstation (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA data-centre cards with HBM (CUDA)</source>
        <translation>Schede NVIDIA per data center con HBM (CUDA)</translation>
    </message>
    <message>
        <source>NVIDIA GB10 with unified memory (CUDA)</source>
        <translation>NVIDIA GB10 a memoria unificata (CUDA)</translation>
    </message>
    <message>
        <source>AMD Radeon RDNA 1 and 2 (ROCm, Vulkan)</source>
        <translation>AMD Radeon RDNA 1 e 2 (ROCm, Vulkan)</translation>
    </message>
    <message>
        <source>AMD Radeon RDNA 3 (ROCm, Vulkan)</source>
        <translation>AMD Radeon RDNA 3 (ROCm, Vulkan)</translation>
    </message>
    <message>
        <source>AMD Radeon RDNA 4 (ROCm, Vulkan)</source>
        <translation>AMD Radeon RDNA 4 (ROCm, Vulkan)</translation>
    </message>
    <message>
        <source>AMD Instinct and Vega 20 (ROCm)</source>
        <translation>AMD Instinct e Vega 20 (ROCm)</translation>
    </message>
    <message>
        <source>AMD Ryzen AI processors with unified memory (ROCm, Vulkan)</source>
        <translation>Processori AMD Ryzen AI a memoria unificata (ROCm, Vulkan)</translation>
    </message>
    <message>
        <source>Intel Arc (SYCL, Vulkan)</source>
        <translation>Intel Arc (SYCL, Vulkan)</translation>
    </message>
    <message>
        <source>Apple M1 (Metal)</source>
        <translation>Apple M1 (Metal)</translation>
    </message>
    <message>
        <source>Apple M2 (Metal)</source>
        <translation>Apple M2 (Metal)</translation>
    </message>
    <message>
        <source>Apple M3 (Metal)</source>
        <translation>Apple M3 (Metal)</translation>
    </message>
    <message>
        <source>Apple M4 (Metal)</source>
        <translation>Apple M4 (Metal)</translation>
    </message>
    <message>
        <source>NVIDIA graphics cards</source>
        <translation>schede grafiche NVIDIA</translation>
    </message>
    <message>
        <source>AMD graphics</source>
        <translation>GPU AMD</translation>
    </message>
    <message>
        <source>Intel graphics</source>
        <translation>GPU Intel</translation>
    </message>
    <message>
        <source>Apple silicon</source>
        <translation>Apple silicon</translation>
    </message>
</context>
<context>
    <name>DeviceName</name>
    <message>
        <source>&quot;%1&quot; is taken as %2, the one device whose name holds it.</source>
        <translation>«%1» viene interpretato come %2, l&apos;unico dispositivo il cui nome lo contiene.</translation>
    </message>
    <message numerus="yes">
        <source>&quot;%1&quot; is part of the names of %n device(s): %2. Give the whole name of one.</source>
        <translation>
            <numerusform>«%1» fa parte del nome di un dispositivo: %2. Indicane il nome completo.</numerusform>
            <numerusform>«%1» fa parte dei nomi di %n dispositivi: %2. Indica il nome completo di uno di essi.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unknown device &quot;%1&quot;. Closest names: %2.</source>
        <translation>Dispositivo «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
</context>
<context>
    <name>EpochDownloader</name>
    <message>
        <source>The update address %1 is not a web address.</source>
        <translation>L&apos;indirizzo di aggiornamento %1 non è un indirizzo web.</translation>
    </message>
    <message>
        <source>No temporary file can be written (%1).</source>
        <translation>Impossibile scrivere un file temporaneo (%1).</translation>
    </message>
    <message>
        <source>The download was cancelled; nothing was changed.</source>
        <translation>Download annullato: non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The server sent far more data than a catalogue holds; the download was stopped and nothing was changed.</source>
        <translation>Il server ha inviato molti più dati di quanti ne contenga un catalogo: il download è stato interrotto e non è stato modificato nulla.</translation>
    </message>
    <message numerus="yes">
        <source>The server did not answer within %n second(s). Check your connection and try again; nothing was changed.</source>
        <translation>
            <numerusform>Il server non ha risposto entro %n secondo. Controlla la connessione e riprova; non è stato modificato nulla.</numerusform>
            <numerusform>Il server non ha risposto entro %n secondi. Controlla la connessione e riprova; non è stato modificato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>Epoch AI&apos;s server cannot be reached: you appear to be offline (%1). Nothing was changed.</source>
        <translation>Impossibile raggiungere il server di Epoch AI: sembra che tu sia offline (%1). Non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The server answered with an error (HTTP %1). Try again later; nothing was changed.</source>
        <translation>Il server ha risposto con un errore (HTTP %1). Riprova più tardi; non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The download failed (%1). Nothing was changed.</source>
        <translation>Download non riuscito (%1). Non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The download could not be saved to a temporary file (%1). Free some disk space and try again; nothing was changed.</source>
        <translation>Impossibile salvare il download in un file temporaneo (%1). Libera spazio su disco e riprova; non è stato modificato nulla.</translation>
    </message>
    <message numerus="yes">
        <source>The download stalled: less than a kilobyte arrived in %n second(s). Check your connection and try again; nothing was changed.</source>
        <translation>
            <numerusform>Download bloccato: in %n secondo è arrivato meno di un kilobyte. Controlla la connessione e riprova; non è stato modificato nulla.</numerusform>
            <numerusform>Download bloccato: in %n secondi è arrivato meno di un kilobyte. Controlla la connessione e riprova; non è stato modificato nulla.</numerusform>
        </translation>
    </message>
    <message>
        <source>The server closed the connection before the whole file had arrived. Try again; nothing was changed.</source>
        <translation>Il server ha chiuso la connessione prima che arrivasse l&apos;intero file. Riprova; non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>the compressed data is damaged, or it unpacks to far more than a catalogue holds</source>
        <translation>i dati compressi sono danneggiati, oppure una volta decompressi superano di molto le dimensioni di un catalogo</translation>
    </message>
    <message>
        <source>The server sent the file compressed (%1), and it could not be unpacked: %2. Try again later; nothing was changed.</source>
        <translation>Il server ha inviato il file compresso (%1) e non è stato possibile decomprimerlo: %2. Riprova più tardi; non è stato modificato nulla.</translation>
    </message>
</context>
<context>
    <name>EpochImporter</name>
    <message>
        <source>not a number</source>
        <translation>non è un numero</translation>
    </message>
    <message>
        <source>not a date (YYYY-MM-DD)</source>
        <translation>non è una data (AAAA-MM-GG)</translation>
    </message>
    <message>
        <source>the file cannot be read (%1)</source>
        <translation>impossibile leggere il file (%1)</translation>
    </message>
    <message>
        <source>the file is empty</source>
        <translation>il file è vuoto</translation>
    </message>
    <message>
        <source>this is not a text file (it contains binary data)</source>
        <translation>non è un file di testo (contiene dati binari)</translation>
    </message>
    <message>
        <source>it has no &quot;Model&quot; column, so it is not an Epoch AI export</source>
        <translation>manca la colonna «Model», quindi non è un&apos;esportazione di Epoch AI</translation>
    </message>
    <message>
        <source>no model name; row skipped</source>
        <translation>nome del modello mancante; riga saltata</translation>
    </message>
    <message>
        <source>the same model as line %1; row skipped</source>
        <translation>stesso modello della riga %1; riga saltata</translation>
    </message>
    <message>
        <source>not an http(s) address</source>
        <translation>non è un indirizzo http(s)</translation>
    </message>
    <message>
        <source>the file has a header but no rows</source>
        <translation>il file ha un&apos;intestazione ma nessuna riga</translation>
    </message>
    <message>
        <source>the file is %1 text, which the importer does not read: save it as UTF-8 (in a spreadsheet, as &quot;CSV UTF-8&quot;) and import it again</source>
        <translation>il file è testo %1, che l&apos;importazione non legge: salvalo in UTF-8 (in un foglio di calcolo, come «CSV UTF-8») e importalo di nuovo</translation>
    </message>
    <message>
        <source>out of range (at most %1)</source>
        <translation>fuori intervallo (al massimo %1)</translation>
    </message>
    <message>
        <source>not a dataset unit (tokens or datapoints)</source>
        <translation>non è un&apos;unità del dataset (tokens o datapoints)</translation>
    </message>
    <message>
        <source>the file ends inside line %1, which has %2 of the header&apos;s %3 columns and no line break: it looks cut short, as by an interrupted download. If the file is complete, end it with a line break</source>
        <translation>il file termina a metà della riga %1, che ha %2 delle %3 colonne dell&apos;intestazione e nessun a capo: sembra troncato, come succede quando un download si interrompe. Se il file è completo, aggiungi un a capo alla fine</translation>
    </message>
    <message>
        <source>the file ends on line %1 with the number &quot;%2&quot; and no line break, so the number may be cut short, as by an interrupted download. If the file is complete, end it with a line break</source>
        <translation>il file termina alla riga %1 con il numero «%2» e senza a capo: il numero potrebbe essere troncato, come succede quando un download si interrompe. Se il file è completo, aggiungi un a capo alla fine</translation>
    </message>
    <message>
        <source>not fewer than the layers of the same row</source>
        <translation>non inferiore al numero di strati della stessa riga</translation>
    </message>
    <message>
        <source>given without the layers, KV heads and head dimension of the same row</source>
        <translation>dato senza gli strati, le teste KV e la dimensione per testa della stessa riga</translation>
    </message>
    <message>
        <source>0 (no attention) beside the KV heads or head dimension of the same row</source>
        <translation>0 (modello senza attenzione) indicato insieme alle teste KV o alla dimensione per testa della stessa riga</translation>
    </message>
    <message>
        <source>given without the attention layers of the same row</source>
        <translation>dato senza gli strati di attenzione della stessa riga</translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message>
        <source>Estimate the memory and speed of a model on some hardware and exit (exit code 3 when the model has no estimate).</source>
        <translation>Stima la memoria e la velocità di un modello su un dato hardware ed esce (codice di uscita 3 se per il modello non esiste una stima).</translation>
    </message>
    <message>
        <source>device</source>
        <translation>dispositivo</translation>
    </message>
    <message>
        <source>name</source>
        <translation>nome</translation>
    </message>
    <message>
        <source>For --estimate: a model not in the catalogue, by parameter count (8e9 or 8B).</source>
        <translation>Per --estimate: un modello assente dal catalogo, indicato con il numero di parametri (8e9 o 8B).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>numero</translation>
    </message>
    <message>
        <source>Parameters active per token, for a mixture-of-experts model.</source>
        <translation>Parametri attivi per token, per un modello a miscela di esperti (MoE).</translation>
    </message>
    <message>
        <source>Number of layers, for the KV cache.</source>
        <translation>Numero di strati, per la cache KV.</translation>
    </message>
    <message>
        <source>n</source>
        <translation>n</translation>
    </message>
    <message>
        <source>Number of key/value heads, for the KV cache.</source>
        <translation>Numero di teste chiave/valore, per la cache KV.</translation>
    </message>
    <message>
        <source>Dimension of one attention head, for the KV cache.</source>
        <translation>Dimensione di una testa di attenzione, per la cache KV.</translation>
    </message>
    <message>
        <source>GB</source>
        <translation>GB</translation>
    </message>
    <message>
        <source>GB/s</source>
        <translation>GB/s</translation>
    </message>
    <message>
        <source>Number of identical GPUs (1–8, default 1).</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): a default is written «(predefinito: N)», with the colon.</translatorcomment>
        <translation>Numero di GPU identiche (1–8, predefinito: 1).</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>token</translation>
    </message>
    <message>
        <source>Only this quantization, e.g. Q4_K_M (default: all).</source>
        <translation>Solo questa quantizzazione, per esempio Q4_K_M (predefinito: tutte).</translation>
    </message>
    <message>
        <source>type</source>
        <translation>tipo</translation>
    </message>
    <message>
        <source>Print the answer as JSON.</source>
        <translation>Stampa il risultato in formato JSON.</translation>
    </message>
    <message>
        <source>Give the hardware as --hardware NAME, or as --memory-gb X --bandwidth-gbs Y.</source>
        <translation>Indica l&apos;hardware con --hardware NOME oppure con --memory-gb X --bandwidth-gbs Y.</translation>
    </message>
    <message>
        <source>--count takes a number from 1 to 8.</source>
        <translation>--count accetta un numero da 1 a 8.</translation>
    </message>
    <message>
        <source>--context takes a number of tokens.</source>
        <translation>--context accetta un numero di token.</translation>
    </message>
    <message>
        <source>Unknown model &quot;%1&quot;. Closest names: %2.</source>
        <translation>Modello «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>--estimate needs --model NAME or --parameters N.</source>
        <translation>--estimate richiede --model NOME oppure --parameters N.</translation>
    </message>
    <message>
        <source>Unknown quantization &quot;%1&quot;; use one of %2.</source>
        <translation>Quantizzazione «%1» sconosciuta; valori possibili: %2.</translation>
    </message>
    <message>
        <source>Quantization</source>
        <extracomment>column titles; %1 is the memory unit (GB)</extracomment>
        <translation>Quantizzazione</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Tokens/s low–high (expected)</source>
        <translation>Token/s min–max (previsti)</translation>
    </message>
    <message>
        <source>* Architecture not on record: the KV cache is approximate.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>* Architettura non nota: la dimensione della cache KV è approssimativa.</translation>
    </message>
    <message>
        <source>%1 is offered for mixture-of-experts models only (give --active-parameters).</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): mixture-of-experts is «a miscela di esperti (MoE)» everywhere.</translatorcomment>
        <translation>%1 è disponibile solo per i modelli a miscela di esperti (MoE): indica --active-parameters.</translation>
    </message>
    <message>
        <source>The catalogue could not be read: %1</source>
        <translation>Impossibile leggere il catalogo: %1</translation>
    </message>
    <message>
        <source>System RAM bandwidth in GB/s (default 60, dual-channel DDR5).</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): a default is written «(predefinito: N)», with the colon.</translatorcomment>
        <translation>Larghezza di banda della RAM di sistema in GB/s (predefinita: 60, DDR5 a doppio canale).</translation>
    </message>
    <message>
        <source>Prompt length for the time to first token (default 2048).</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): a default is written «(predefinito: N)», with the colon.</translatorcomment>
        <translation>Lunghezza del prompt per il tempo al primo token (predefinita: 2048).</translation>
    </message>
    <message>
        <source>--ram-gb takes a positive number of GB.</source>
        <translation>--ram-gb richiede un numero positivo di GB.</translation>
    </message>
    <message>
        <source>--ram-bandwidth-gbs takes a positive number of GB/s.</source>
        <translation>--ram-bandwidth-gbs richiede un numero positivo di GB/s.</translation>
    </message>
    <message>
        <source>--prompt-tokens takes a positive number of tokens.</source>
        <translation>--prompt-tokens richiede un numero intero positivo di token.</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Prompt tokens/s</source>
        <translation>Token/s del prompt</translation>
    </message>
    <message numerus="yes">
        <source>First token after %Ln prompt token(s), s</source>
        <translation>
            <numerusform>Primo token dopo %Ln token di prompt, s</numerusform>
            <numerusform>Primo token dopo %Ln token di prompt, s</numerusform>
        </translation>
    </message>
    <message>
        <source>--%1 takes a number above zero, not &quot;%2&quot;.</source>
        <translation>--%1 accetta un numero maggiore di zero, non «%2».</translation>
    </message>
    <message>
        <source>tier</source>
        <translation>livello</translation>
    </message>
    <message>
        <source>unit</source>
        <translation>unità</translation>
    </message>
    <message>
        <source>--units takes gib or gb, not &quot;%1&quot;.</source>
        <translation>--units accetta gib o gb, non «%1».</translation>
    </message>
    <message>
        <source>Weights %1</source>
        <translation>Pesi %1</translation>
    </message>
    <message>
        <source>KV cache %1</source>
        <translation>Cache KV %1</translation>
    </message>
    <message>
        <source>Overhead %1</source>
        <translation>Overhead %1</translation>
    </message>
    <message>
        <source>Total %1</source>
        <translation>Totale %1</translation>
    </message>
    <message>
        <source>A mixture of experts whose active parameters are not on record: every weight is counted as read for each token, so it runs faster than these figures; how much faster cannot be worked out.</source>
        <translation>Modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi: ogni peso è considerato letto per ogni token, quindi in realtà è più veloce di quanto indicano queste cifre, ma non si può stabilire di quanto.</translation>
    </message>
    <message>
        <source>For --runs-on, --estimate and --compare: the fewest tokens per second a model must reach to count as usable (default 10; 0 for any).</source>
        <translation>Per --runs-on, --estimate e --compare: i token al secondo che un modello deve almeno raggiungere per contare come utilizzabile (predefinito: 10; 0 per qualsiasi velocità).</translation>
    </message>
    <message>
        <source>For a model with multi-head latent attention (DeepSeek-V3): the elements cached per token and layer instead of keys and values (kv_lora_rank + qk_rope_head_dim, 576 for DeepSeek-V3); needs --layers.</source>
        <translation>Per un modello con attenzione latente multi-testa (DeepSeek-V3): gli elementi tenuti in cache per token e per strato al posto di chiavi e valori (kv_lora_rank + qk_rope_head_dim, 576 per DeepSeek-V3); richiede --layers.</translation>
    </message>
    <message>
        <source>For --estimate and --compare: memory of a device not in the catalogue, in GB as graphics cards are sold, of 2³⁰ bytes (GiB): 24 for a 24 GB card.</source>
        <translation>Per --estimate e --compare: memoria di un dispositivo assente dal catalogo, in GB come si vendono le schede grafiche, da 2³⁰ byte (GiB): 24 per una scheda da 24 GB.</translation>
    </message>
    <message>
        <source>For --estimate and --compare: memory bandwidth of that device, in GB/s.</source>
        <translation>Per --estimate e --compare: larghezza di banda della memoria di quel dispositivo, in GB/s.</translation>
    </message>
    <message>
        <source>Context length in tokens (default 8192; at most the model&apos;s documented maximum).</source>
        <translation>Lunghezza del contesto in token (predefinita: 8192; al massimo quella documentata per il modello).</translation>
    </message>
    <message>
        <source>System RAM in GB as it is sold, of 2³⁰ bytes (GiB), for what does not fit on the GPU (default 32).</source>
        <translation>RAM di sistema in GB come si vende, da 2³⁰ byte (GiB), per ciò che non entra nella GPU (predefinita: 32).</translation>
    </message>
    <message numerus="yes">
        <source>Note: the context was capped to %Ln token(s), the most %1 is documented to read; the figures are for that, not for the %2 asked for.</source>
        <translation>
            <numerusform>Nota: il contesto è stato limitato a %Ln token, il massimo documentato per %1; i valori si riferiscono a questo, non ai %2 richiesti.</numerusform>
            <numerusform>Nota: il contesto è stato limitato a %Ln token, il massimo documentato per %1; i valori si riferiscono a questo, non ai %2 richiesti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note: the context was capped to %Ln token(s): how much %1 can read is not on record, and the figures assume no more than that, not the %2 asked for.</source>
        <translation>
            <numerusform>Nota: il contesto è stato limitato a %Ln token, perché per %1 non è documentato quanto contesto possa leggere; i valori si riferiscono a questo, non ai %2 richiesti.</numerusform>
            <numerusform>Nota: il contesto è stato limitato a %Ln token, perché per %1 non è documentato quanto contesto possa leggere; i valori si riferiscono a questo, non ai %2 richiesti.</numerusform>
        </translation>
    </message>
    <message>
        <source>For --runs-on, --estimate and --compare: the worst quantization quality a model may be run at to count as usable: near_lossless, good (default), noticeable or large, or its name in the window (&quot;Noticeable loss&quot;). The best quantization is the best that meets both minimums; when none does, the closest: the fastest at this quality or better.</source>
        <translation>Per --runs-on, --estimate e --compare: la qualità di quantizzazione più bassa a cui un modello può girare per contare come utilizzabile: near_lossless, good (predefinito), noticeable o large, oppure il suo nome nella finestra («Perdita percepibile»). La quantizzazione migliore è la migliore che rispetta entrambi i requisiti minimi; se nessuna li rispetta, la più vicina: la più veloce a questa qualità o superiore.</translation>
    </message>
    <message>
        <source>--count %1 is ignored: %2 has unified memory, one machine that counts as one device.</source>
        <translation>--count %1 viene ignorato: %2 ha memoria unificata, una sola macchina che conta come un solo dispositivo.</translation>
    </message>
    <message>
        <source>For a hybrid or sliding-window model: the layers whose KV cache grows with the context, fewer than --layers; 0 for a model without attention (Mamba).</source>
        <translation>Per un modello ibrido o con attenzione a finestra scorrevole: gli strati la cui cache KV cresce con il contesto, meno di quelli di --layers; 0 per un modello senza attenzione (Mamba).</translation>
    </message>
    <message>
        <source>For a model with sliding-window attention (Gemma 3): the tokens each layer beyond --attention-layers keeps (1024 for Gemma 3 27B).</source>
        <translation>Per un modello con attenzione a finestra scorrevole (Gemma 3): quanti token conserva ciascuno degli strati oltre quelli di --attention-layers (1024 per Gemma 3 27B).</translation>
    </message>
    <message>
        <source>No attention layers: no KV cache that grows with the context (the state of fixed size is in the overhead).</source>
        <translation>Nessuno strato di attenzione: nessuna cache KV che cresca con il contesto (lo stato di dimensione fissa rientra nell&apos;overhead).</translation>
    </message>
    <message>
        <source>a device of %1 GB at %2 GB/s</source>
        <translation>un dispositivo da %1 GB e %2 GB/s</translation>
    </message>
    <message>
        <source>For --estimate and --runs-on, the unit of memory in the text output: gib (as graphics cards are sold) or gb (10⁹ bytes); default: the one chosen in Preferences.</source>
        <translation>Per --estimate e --runs-on, l&apos;unità della memoria nel testo: gib (come si vendono le schede grafiche) o gb (10⁹ byte); predefinita: quella scelta nelle Preferenze.</translation>
    </message>
    <message>
        <source>Without a GPU the prompt speed and the time to first token are not estimated: they depend on the processor&apos;s arithmetic, which the program does not know.</source>
        <translation>Senza GPU la velocità del prompt e il tempo al primo token non vengono stimati: dipendono dalla potenza di calcolo del processore, che il programma non conosce.</translation>
    </message>
    <message>
        <source>--count %1 is ignored: without a GPU there are no cards to count.</source>
        <translation>--count %1 viene ignorato: senza GPU non ci sono schede da contare.</translation>
    </message>
    <message>
        <source>List every open-weight model with how it runs on this device (named as for --hardware) and exit; &quot;cpu&quot; for a computer without a GPU.</source>
        <translation>Elenca tutti i modelli a pesi aperti indicando come funzionano su questo dispositivo (indicato come per --hardware) ed esce; &quot;cpu&quot; per un computer senza GPU.</translation>
    </message>
    <message>
        <source>For --estimate: the model, by its catalogue name or by its Hugging Face repository (owner/name, or the name alone).</source>
        <translation>Per --estimate: il modello, indicato con il nome del catalogo o con il suo repository su Hugging Face (proprietario/nome, o solo il nome).</translation>
    </message>
    <message>
        <source>For --estimate and --compare: the device, by its name, an alias, the short name the window shows (&quot;RTX 4090&quot;) or whole words that only its names hold (&quot;MI300X&quot;); &quot;cpu&quot; for no GPU: the processor runs the model from system RAM (--ram-gb, --ram-bandwidth-gbs).</source>
        <translation>Per --estimate e --compare: il dispositivo, indicato con il nome, un alias, il nome breve mostrato nella finestra (&quot;RTX 4090&quot;) o parole intere che compaiono solo nei suoi nomi (&quot;MI300X&quot;); &quot;cpu&quot; se non c&apos;è una GPU: il modello sta nella RAM di sistema e lo esegue il processore (--ram-gb, --ram-bandwidth-gbs).</translation>
    </message>
</context>
<context>
    <name>EstimateReport</name>
    <message>
        <source>%1 (%2 GPU + %3 RAM)</source>
        <extracomment>total memory, then how much of it is on the GPU and how much in system RAM</extracomment>
        <translation>%1 (%2 GPU + %3 RAM)</translation>
    </message>
    <message>
        <source>at least %1</source>
        <extracomment>a speed that is only a lower bound: tokens per second</extracomment>
        <translation>almeno %1</translation>
    </message>
    <message>
        <source>at most %1</source>
        <extracomment>a time that is only an upper bound: seconds</extracomment>
        <translation>al massimo %1</translation>
    </message>
    <message>
        <source>&lt; %1</source>
        <extracomment>a time in seconds below the smallest figure shown; %1 is 0.1 written in the UI language
----------
a memory figure below the smallest one shown; %1 is 0.1 written in the UI language</extracomment>
        <translation>&lt; %1</translation>
    </message>
    <message>
        <source>%1 (%2 GPU + %3 CPU)</source>
        <extracomment>total memory on a Mac, then how much of it the GPU runs and how much lies beyond the GPU&apos;s share of the one memory and runs on the CPU</extracomment>
        <translation>%1 (%2 GPU + %3 CPU)</translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, context of %Ln token(s); the GPU may use %3 %4 of the unified memory</source>
        <extracomment>%2 the device; %3 a memory figure, %4 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 su %2, contesto di %Ln token; la GPU può usare %3 %4 della memoria unificata</numerusform>
            <numerusform>%1 su %2, contesto di %Ln token; la GPU può usare %3 %4 della memoria unificata</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, context of %Ln token(s); usable GPU memory %3 %4</source>
        <extracomment>%2 the device, or count × device (&quot;2 × NVIDIA GeForce RTX 3090&quot;); %3 a memory figure, %4 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 su %2, contesto di %Ln token; memoria GPU utilizzabile %3 %4</numerusform>
            <numerusform>%1 su %2, contesto di %Ln token; memoria GPU utilizzabile %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on the CPU without a GPU, context of %Ln token(s); system RAM a model may take %2 %3</source>
        <extracomment>%2 the system RAM a model may take (three quarters of it), %3 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 sulla CPU senza GPU, contesto di %Ln token; RAM di sistema utilizzabile %2 %3</numerusform>
            <numerusform>%1 sulla CPU senza GPU, contesto di %Ln token; RAM di sistema utilizzabile %2 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Estimator</name>
    <message>
        <source>Runs on the GPU</source>
        <translation>Entra nella GPU</translation>
    </message>
    <message>
        <source>Tight fit</source>
        <translation>Al limite</translation>
    </message>
    <message>
        <source>Partly in system RAM (slow)</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «In parte nella RAM di sistema», as the memory chart&apos;s legend (was «Serve anche la RAM di sistema»).</translatorcomment>
        <translation>In parte nella RAM di sistema (lento)</translation>
    </message>
    <message>
        <source>Too large</source>
        <translation>Troppo grande</translation>
    </message>
    <message>
        <source>Fits entirely in GPU memory with room to spare.</source>
        <translation>Entra interamente nella memoria della GPU, con margine.</translation>
    </message>
    <message>
        <source>Fits in GPU memory with almost nothing to spare; a longer context or another program may not fit.</source>
        <translation>Entra nella memoria della GPU quasi senza margine: con un contesto più lungo o un altro programma aperto potrebbe non starci più.</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory; part of it runs from system RAM, which is much slower.</source>
        <translation>Non entra nella memoria della GPU: una parte viene eseguita dalla RAM di sistema, che è molto più lenta.</translation>
    </message>
    <message>
        <source>Does not fit in GPU memory and system RAM together.</source>
        <translation>Non entra nella memoria della GPU e nella RAM di sistema messe insieme.</translation>
    </message>
    <message>
        <source>Experts in system RAM</source>
        <translation>Esperti nella RAM di sistema</translation>
    </message>
    <message>
        <source>A mixture of experts too large for GPU memory: attention, the shared weights and the KV cache stay on the GPU and the experts that do not fit run from system RAM (llama.cpp --n-cpu-moe). Slower than the GPU alone, much faster than moving whole layers.</source>
        <translation>Un modello a miscela di esperti (MoE) troppo grande per la memoria della GPU: attenzione, pesi condivisi e cache KV restano sulla GPU, mentre gli esperti che non ci stanno vengono eseguiti dalla RAM di sistema (llama.cpp --n-cpu-moe). Più lento della sola GPU, ma molto più veloce che spostare strati interi.</translation>
    </message>
    <message>
        <source>Beyond the GPU&apos;s share of memory</source>
        <translation>Oltre la quota di memoria della GPU</translation>
    </message>
    <message>
        <source>Larger than the share of unified memory macOS lets the GPU use (about two thirds, or three quarters above 36 GB): the layers beyond it run on the CPU from the same memory, more slowly. Raising the limit (sysctl iogpu.wired_limit_mb) lets the GPU run all of it.</source>
        <translation>Supera la quota di memoria unificata che macOS lascia usare alla GPU (circa due terzi, o tre quarti oltre i 36 GB): gli strati che non ci stanno girano sulla CPU dalla stessa memoria, più lentamente. Alzando il limite (sysctl iogpu.wired_limit_mb) la GPU esegue tutto il modello.</translation>
    </message>
    <message>
        <source>Does not fit in the machine&apos;s memory, even with the CPU running what the GPU&apos;s share cannot hold.</source>
        <translation>Non entra nella memoria della macchina, nemmeno con la CPU che esegue ciò che non sta nella quota della GPU.</translation>
    </message>
    <message>
        <source>the weights were never published, so the model cannot be run locally.</source>
        <translation>i pesi non sono mai stati pubblicati, quindi il modello non si può eseguire in locale.</translation>
    </message>
    <message>
        <source>the estimates are for models that write text token by token (language and multimodal models), and this one does not.</source>
        <translation>le stime valgono per i modelli che generano testo un token alla volta (modelli linguistici e multimodali), mentre questo no.</translation>
    </message>
    <message>
        <source>the parameter count is unknown.</source>
        <translation>il numero di parametri è sconosciuto.</translation>
    </message>
    <message>
        <source>No estimate: %1</source>
        <extracomment>%1 why, e.g. &quot;the parameter count is unknown.&quot;</extracomment>
        <translation>Nessuna stima: %1</translation>
    </message>
    <message>
        <source>No estimate for %1: %2</source>
        <extracomment>%1 the model&apos;s name, %2 why, e.g. &quot;the parameter count is unknown.&quot;</extracomment>
        <translation>Nessuna stima per %1: %2</translation>
    </message>
    <message>
        <source>Runs on the CPU</source>
        <comment>fit level without a GPU: all in system RAM</comment>
        <translation>Funziona sulla CPU</translation>
    </message>
    <message>
        <source>No GPU: the whole model sits in system RAM and the processor runs it, as llama.cpp or Ollama do on a computer without a graphics card. Generation is as fast as the RAM can be read; how long the prompt takes depends on the processor, which is not estimated.</source>
        <translation>Senza GPU: l&apos;intero modello sta nella RAM di sistema e lo esegue il processore, come fanno llama.cpp e Ollama su un computer senza scheda grafica. La velocità di generazione dipende da quanto rapidamente si legge la RAM; il tempo di elaborazione del prompt dipende dal processore e non viene stimato.</translation>
    </message>
    <message>
        <source>Does not fit in the three quarters of system RAM a model may take (the system and other programs keep the rest).</source>
        <translation>Non entra nei tre quarti della RAM di sistema che un modello può occupare (il resto serve al sistema e agli altri programmi).</translation>
    </message>
    <message>
        <source>the record does not say whether the weights were ever published, so there is nothing to base an estimate on.</source>
        <translation>la scheda non dice se i pesi siano mai stati pubblicati, quindi non c&apos;è nulla su cui basare una stima.</translation>
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
        <translatorcomment>Short; «Pubblicati da» would read as «published by».</translatorcomment>
        <translation>Anno da</translation>
    </message>
    <message>
        <source>First publication year</source>
        <translation>Primo anno di pubblicazione</translation>
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
        <translation>Qualsiasi accesso</translation>
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
    <message numerus="yes">
        <source>Only the %n model(s) the last import added or changed</source>
        <translation>
            <numerusform>Solo il modello aggiunto o modificato dall&apos;ultima importazione</numerusform>
            <numerusform>Solo i modelli aggiunti o modificati dall&apos;ultima importazione (%n)</numerusform>
        </translation>
    </message>
    <message>
        <source>to</source>
        <comment>between two years: published from 2020 to 2024</comment>
        <translation>a</translation>
    </message>
    <message>
        <source>to</source>
        <comment>between two parameter counts: from 1B to 7B</comment>
        <translation>a</translation>
    </message>
</context>
<context>
    <name>FilterSummary</name>
    <message>
        <source>favourites only</source>
        <translation>solo preferiti</translation>
    </message>
    <message>
        <source>open weights only</source>
        <translation>solo pesi aperti</translation>
    </message>
    <message>
        <source>published in %1 or later</source>
        <translation>pubblicati dal %1 in poi</translation>
    </message>
    <message>
        <source>published in %1 or earlier</source>
        <translation>pubblicati fino al %1</translation>
    </message>
    <message>
        <source>at least %1 parameters</source>
        <translation>almeno %1 parametri</translation>
    </message>
    <message>
        <source>at most %1 parameters</source>
        <translation>al massimo %1 parametri</translation>
    </message>
    <message>
        <source>search “%1”</source>
        <comment>the text typed in the search box</comment>
        <translation>ricerca «%1»</translation>
    </message>
    <message>
        <source>published in %1</source>
        <comment>a year, or a range of years</comment>
        <translation>pubblicati nel %1</translation>
    </message>
    <message>
        <source>%1 parameters</source>
        <comment>a parameter count, or a range of them, e.g. 1B–7B</comment>
        <translation>%1 di parametri</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s)</source>
        <comment>status line: shown of total</comment>
        <translation>
            <numerusform>%1 di %Ln modello</numerusform>
            <numerusform>%1 di %Ln modelli</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message>
        <source>%1T</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): 10¹² is «mila Mld» / «mila miliardi»; «Bln» would read as the English billion.</translatorcomment>
        <translation>%1 mila Mld</translation>
    </message>
    <message>
        <source>%1 trillion</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): 10¹² is «mila miliardi», never «bilioni».</translatorcomment>
        <translation>%1 mila miliardi</translation>
    </message>
    <message>
        <source>%1B</source>
        <translation>%1 Mld</translation>
    </message>
    <message numerus="yes">
        <source>%1 billion</source>
        <translation>
            <numerusform>%1 miliardo</numerusform>
            <numerusform>%1 miliardi</numerusform>
        </translation>
    </message>
    <message>
        <source>%1M</source>
        <translation>%1 Mln</translation>
    </message>
    <message numerus="yes">
        <source>%1 million</source>
        <translation>
            <numerusform>%1 milione</numerusform>
            <numerusform>%1 milioni</numerusform>
        </translation>
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
    <message>
        <source>%1 thousand</source>
        <translation>%1 mila</translation>
    </message>
    <message>
        <source>%1K</source>
        <translation>%1 mila</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <extracomment>a range from one figure to another, e.g. &quot;4–6&quot;, &quot;1B–7B&quot;, &quot;2020–2024&quot;</extracomment>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <comment>range, then expected</comment>
        <extracomment>an estimate: the range it may fall in, then the figure expected, e.g. &quot;32–49 (41)&quot;</extracomment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1 (%2 US$)</source>
        <comment>amount in the dollars of a year</comment>
        <extracomment>an amount of money, then the year whose dollars it is counted in: &quot;US$2,614,019 (2023 US$)&quot;</extracomment>
        <translation>%1 (US$ del %2)</translation>
    </message>
</context>
<context>
    <name>HardwareControls</name>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Dispositivo:</translation>
    </message>
    <message>
        <source>Type any part of the name to search the list.</source>
        <translation>Digita una parte qualsiasi del nome per cercare nell&apos;elenco.</translation>
    </message>
    <message>
        <source>&amp;Add a device…</source>
        <translatorcomment>Mnemonic: the menu bar holds F, M, L, A; a tab&apos;s controls answer together with it.</translatorcomment>
        <translation>A&amp;ggiungi dispositivo…</translation>
    </message>
    <message>
        <source>&amp;Count:</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): the GPU count says what it counts: «Numero di GPU», not «Numero».</translatorcomment>
        <translation>&amp;Numero di GPU:</translation>
    </message>
    <message>
        <source>System &amp;RAM:</source>
        <translation>RAM di &amp;sistema:</translation>
    </message>
    <message>
        <source> GB</source>
        <translation> GB</translation>
    </message>
    <message>
        <source>C&amp;ontext:</source>
        <translation>&amp;Contesto:</translation>
    </message>
    <message>
        <source> tokens</source>
        <translation> token</translation>
    </message>
    <message>
        <source>&amp;KV cache:</source>
        <translation>Cache &amp;KV:</translation>
    </message>
    <message>
        <source>Add a device</source>
        <translation>Aggiungi un dispositivo</translation>
    </message>
    <message>
        <source>The device could not be saved: %1</source>
        <translation>Impossibile salvare il dispositivo: %1</translation>
    </message>
    <message>
        <source>Looking for a GPU…</source>
        <translation>Ricerca di una GPU…</translation>
    </message>
    <message>
        <source>Detected %1 (%2 GB).</source>
        <translation>Rilevato: %1 (%2 GB).</translation>
    </message>
    <message>
        <source>Detected %1 (%2 GB), which is not in the list; the closest is %3. Check it, or add your device with its memory and bandwidth.</source>
        <translation>Rilevato: %1 (%2 GB), che non è nell&apos;elenco; il più simile è %3. Verifica che sia quello giusto oppure aggiungi il tuo dispositivo indicando memoria e larghezza di banda.</translation>
    </message>
    <message>
        <source>System RAM: %1 GB.</source>
        <translation>RAM di sistema: %1 GB.</translation>
    </message>
    <message>
        <source>RAM &amp;bandwidth:</source>
        <translation>&amp;Banda RAM:</translation>
    </message>
    <message>
        <source> GB/s</source>
        <translation> GB/s</translation>
    </message>
    <message>
        <source>How fast the CPU reads system RAM: what sets the speed of layers or experts kept there. Dual-channel DDR5 gives about 60–90 GB/s.</source>
        <translation>Velocità con cui la CPU legge la RAM di sistema: è questa a dettare la velocità degli strati o degli esperti tenuti lì. La DDR5 a doppio canale offre circa 60–90 GB/s.</translation>
    </message>
    <message>
        <source>Prom&amp;pt:</source>
        <translation>&amp;Prompt:</translation>
    </message>
    <message>
        <source>The prompt the time to first token is worked out for.</source>
        <translation>Il prompt per cui si calcola il tempo al primo token.</translation>
    </message>
    <message>
        <source>%1 is not installed.</source>
        <translation>%1 non risulta installato.</translation>
    </message>
    <message>
        <source>%1 could not be started: %2.</source>
        <translation>Impossibile avviare %1: %2.</translation>
    </message>
    <message>
        <source>%1 failed (exit code %2).</source>
        <translation>%1 ha restituito un errore (codice di uscita %2).</translation>
    </message>
    <message>
        <source>%1 crashed.</source>
        <translation>%1 si è chiuso in modo anomalo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 did not answer within %n second(s) and was stopped.</source>
        <translation>
            <numerusform>%1 non ha risposto entro %n secondo ed è stato interrotto.</numerusform>
            <numerusform>%1 non ha risposto entro %n secondi ed è stato interrotto.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 printed nothing.</source>
        <translation>%1 non ha restituito nulla.</translation>
    </message>
    <message>
        <source>%1 answered, but not with a GPU and its memory: “%2”.</source>
        <translation>%1 ha risposto, ma non con una GPU e la relativa memoria: «%2».</translation>
    </message>
    <message>
        <source>%1 failed (exit code %2): “%3”.</source>
        <translation>%1 ha restituito un errore (codice di uscita %2): «%3».</translation>
    </message>
    <message>
        <source>%1 printed more than %2 KB and was stopped.</source>
        <translation>%1 ha prodotto più di %2 KB di output ed è stato interrotto.</translation>
    </message>
    <message>
        <source>De&amp;tect my hardware</source>
        <translation>&amp;Rileva il mio hardware</translation>
    </message>
    <message>
        <source>Detected %1 (%2 GB), which is not in the list. Add your device with its memory and bandwidth.</source>
        <translation>Rilevato: %1 (%2 GB), che non è nell&apos;elenco. Aggiungi il tuo dispositivo indicando memoria e larghezza di banda.</translation>
    </message>
    <message>
        <source>Nothing detected: no NVIDIA, AMD, Intel Arc or Apple GPU answered. Pick your device from the list, or add it with its memory and bandwidth.</source>
        <translation>Non è stato rilevato nulla: non ha risposto nessuna GPU NVIDIA, AMD, Intel Arc o Apple. Scegli il dispositivo dall&apos;elenco oppure aggiungilo indicando memoria e larghezza di banda.</translation>
    </message>
    <message>
        <source>Detected %1.</source>
        <translation>Rilevato: %1.</translation>
    </message>
    <message>
        <source>Detected %1, which is not in the list. Add your device with its memory and bandwidth.</source>
        <translation>Rilevato: %1, che non è nell&apos;elenco. Aggiungi il tuo dispositivo indicando memoria e larghezza di banda.</translation>
    </message>
    <message>
        <source>Detected %1 (%2 GB): the driver does not say which of these cards it is; the closest in the list is %3. Check it, or pick yours.</source>
        <translation>Rilevato: %1 (%2 GB), ma il driver non indica di quale di queste schede si tratti; nell&apos;elenco la più simile è %3. Verifica che sia quella giusta oppure scegli la tua.</translation>
    </message>
    <message>
        <source>Detected %1, whose driver does not report its memory; the closest in the list is %2. Check it, or pick the variant with your card&apos;s memory.</source>
        <translation>Rilevato: %1, ma il driver non ne indica la memoria; nell&apos;elenco la più simile è %2. Verifica che sia quella giusta oppure scegli la versione con la memoria della tua scheda.</translation>
    </message>
    <message>
        <source>There is an %1 card with PCI device ID %2 that this system cannot name: install the pci.ids package (or update it) to let Model Atlas name it.</source>
        <translation>Il sistema non conosce il nome della scheda %1 con ID dispositivo PCI %2: installa (o aggiorna) il pacchetto pci.ids perché Model Atlas possa riconoscerla.</translation>
    </message>
    <message>
        <source>%1 GB</source>
        <translation>%1 GB</translation>
    </message>
    <message>
        <source>Detected %1, whose driver does not report its memory. The list has it with %2: pick the one your card has.</source>
        <translation>Rilevato: %1, ma il driver non ne indica la memoria. Nell&apos;elenco è presente con %2 di memoria: scegli la versione della tua scheda.</translation>
    </message>
    <message>
        <source>%1 and with %2</source>
        <comment>memory sizes: “8 GB and with 16 GB”</comment>
        <translation>%1 e con %2</translation>
    </message>
    <message>
        <source>Without an answer from %1 the card is named from its PCI ID, and its memory is not known.</source>
        <translation>Senza una risposta da %1 la scheda è riconosciuta dal suo ID PCI e la sua memoria non è nota.</translation>
    </message>
    <message>
        <source>The processor&apos;s integrated GPU, %1 (%2 GB), was passed over for the discrete card: pick it from the list if you run models on it.</source>
        <translation>La GPU integrata nel processore, %1 (%2 GB), è stata scartata a favore della scheda dedicata: se esegui i modelli su quella integrata, sceglila dall&apos;elenco.</translation>
    </message>
    <message>
        <source>Without a graphics card, pick “%1” at the top of the list: the processor runs the model from the %2 GB of system RAM found.</source>
        <translation>Se il computer non ha una scheda grafica, scegli «%1» in cima all&apos;elenco: il modello userà il processore e i %2 GB di RAM di sistema rilevati.</translation>
    </message>
    <message>
        <source>Without a graphics card, pick “%1” at the top of the list and set the system RAM.</source>
        <translation>Se il computer non ha una scheda grafica, scegli «%1» in cima all&apos;elenco e indica la quantità di RAM di sistema.</translation>
    </message>
    <message>
        <source>Detected %1, the processor&apos;s integrated GPU, which is not in the list. It runs models from system RAM: pick “%2” at the top of the list for an estimate.</source>
        <translation>Rilevata la GPU integrata nel processore, %1, che non è nell&apos;elenco. Usa la RAM di sistema per i modelli: per una stima scegli «%2» in cima all&apos;elenco.</translation>
    </message>
</context>
<context>
    <name>HardwareDevice</name>
    <message>
        <source>Consumer graphics card</source>
        <translation>Scheda grafica consumer</translation>
    </message>
    <message>
        <source>Workstation graphics card</source>
        <translation>Scheda grafica per workstation</translation>
    </message>
    <message>
        <source>Data-centre accelerator</source>
        <translation>Acceleratore per data center</translation>
    </message>
    <message>
        <source>Unified memory (GPU shares system RAM)</source>
        <translation>Memoria unificata (la GPU condivide la RAM di sistema)</translation>
    </message>
    <message>
        <source>Laptop GPU</source>
        <comment>a discrete GPU in a notebook</comment>
        <translation>GPU per portatile</translation>
    </message>
    <message>
        <source>No GPU: the processor and system RAM</source>
        <translation>Senza GPU: CPU e RAM di sistema</translation>
    </message>
    <message>
        <source>No GPU (CPU and system RAM)</source>
        <comment>the device list&apos;s entry for a computer without a graphics card</comment>
        <translation>Nessuna GPU (CPU e RAM di sistema)</translation>
    </message>
</context>
<context>
    <name>HardwareSidePane</name>
    <message>
        <source>How the selected row is worked out</source>
        <translation>Il calcolo della riga selezionata</translation>
    </message>
    <message>
        <source>Trained on this chip</source>
        <translation>Addestrati su questo chip</translation>
    </message>
</context>
<context>
    <name>HardwareTexts</name>
    <message numerus="yes">
        <source>%Ln weights not published</source>
        <translation>
            <numerusform>%Ln con pesi non pubblicati</numerusform>
            <numerusform>%Ln con pesi non pubblicati</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unknown size</source>
        <translation>
            <numerusform>%Ln di dimensione sconosciuta</numerusform>
            <numerusform>%Ln di dimensione sconosciuta</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 at %2 on %3</source>
        <translation>%1 in %2 su %3</translation>
    </message>
    <message>
        <source>Weights: %1 parameters × %2 bits per weight ÷ 8.</source>
        <translation>Pesi: parametri (%1) × %2 bit per peso ÷ 8.</translation>
    </message>
    <message numerus="yes">
        <source>KV cache for %Ln token(s) of context: approximate, because the architecture is not on record (a typical grouped-query layout is assumed).</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>
            <numerusform>Cache KV per %Ln token di contesto: dimensione approssimativa, perché l&apos;architettura non è nota (si ipotizza una tipica configurazione GQA).</numerusform>
            <numerusform>Cache KV per %Ln token di contesto: dimensione approssimativa, perché l&apos;architettura non è nota (si ipotizza una tipica configurazione GQA).</numerusform>
        </translation>
    </message>
    <message>
        <source>It does not fit in GPU memory and system RAM together, so there is no speed to estimate.</source>
        <translation>Non entra nella memoria della GPU e nella RAM di sistema messe insieme, quindi non c&apos;è una velocità da stimare.</translation>
    </message>
    <message numerus="yes">
        <source>Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at %2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layer(s): about %5 tokens/s expected, %6–%7 in practice.</source>
        <translation>
            <numerusform>Velocità: ogni token richiede la lettura di circa %1 GB (i pesi una volta, più la cache KV riempita fin lì) a %2 GB/s con efficienza %3, più %4 ms fissi per token per %Ln strato: circa %5 token/s previsti, %6–%7 nella pratica.</numerusform>
            <numerusform>Velocità: ogni token richiede la lettura di circa %1 GB (i pesi una volta, più la cache KV riempita fin lì) a %2 GB/s con efficienza %3, più %4 ms fissi per token per %Ln strati: circa %5 token/s previsti, %6–%7 nella pratica.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of the weights sit in system RAM and are read at %2 GB/s; that part sets the pace.</source>
        <translatorcomment>The percentage leads no sentence: its article would vary (il 35%, l&apos;8%).</translatorcomment>
        <translation>Quota dei pesi nella RAM di sistema: %1, letta a %2 GB/s; è questa parte a dettare la velocità.</translation>
    </message>
    <message numerus="yes">
        <source>Context that fits on the GPU beside these weights: %Ln token(s).</source>
        <translation>
            <numerusform>Contesto che entra nella GPU accanto a questi pesi: %Ln token.</numerusform>
            <numerusform>Contesto che entra nella GPU accanto a questi pesi: %Ln token.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n identical GPUs the memory adds up, but the speed does not multiply: the layers run one card after another.</source>
        <translation>
            <numerusform>Con %n GPU identiche la memoria si somma, ma la velocità non si moltiplica: gli strati vengono eseguiti una scheda dopo l&apos;altra.</numerusform>
            <numerusform>Con %n GPU identiche la memoria si somma, ma la velocità non si moltiplica: gli strati vengono eseguiti una scheda dopo l&apos;altra.</numerusform>
        </translation>
    </message>
    <message>
        <source>No model in the catalogue records training on this device.</source>
        <translation>Nessun modello del catalogo risulta addestrato su questo dispositivo.</translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln chip(s)</source>
        <translation>
            <numerusform>%1 — %Ln chip</numerusform>
            <numerusform>%1 — %Ln chip</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 — number of chips not on record</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>%1 — numero di chip non indicato</translation>
    </message>
    <message numerus="yes">
        <source>… and %n more model(s).</source>
        <translation>
            <numerusform>… e un altro modello.</numerusform>
            <numerusform>… e altri %n modelli.</numerusform>
        </translation>
    </message>
    <message>
        <source>Quality: %1. %2</source>
        <translation>Qualità: %1. %2</translation>
    </message>
    <message>
        <source>Quality: %1 (llama.cpp measures %2 more perplexity than F16 on Llama 3 8B). %3</source>
        <translation>Qualità: %1 (llama.cpp misura una perplessità superiore di %2 rispetto a F16 su Llama 3 8B). %3</translation>
    </message>
    <message>
        <source>The split between experts and shared weights is approximate: this model&apos;s routing is not on record.</source>
        <translation>La ripartizione tra esperti e pesi condivisi è approssimativa: l&apos;instradamento di questo modello non è noto.</translation>
    </message>
    <message numerus="yes">
        <source>Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</source>
        <extracomment>%3 is a compute type, FP16 or INT8</extracomment>
        <translation>
            <numerusform>Prompt: circa %1 GFLOP per token a %2 TFLOPS (%3), efficienza %4: circa %5 token/s (%6–%7); il primo token di un prompt di %Ln token arriva dopo circa %8 s.</numerusform>
            <numerusform>Prompt: circa %1 GFLOP per token a %2 TFLOPS (%3), efficienza %4: circa %5 token/s (%6–%7); il primo token di un prompt di %Ln token arriva dopo circa %8 s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Weights: %1 parameters in experts × %2 bits, plus %3 shared parameters × %4 bits, ÷ 8.</source>
        <translation>Pesi: parametri negli esperti (%1) × %2 bit, più parametri condivisi (%3) × %4 bit, ÷ 8.</translation>
    </message>
    <message>
        <source>A mixture of experts whose active parameters are not on record: the speed below counts every weight as read for each token, so the real speed is higher, and whether its experts alone could stay in system RAM cannot be worked out.</source>
        <translation>Modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi: la velocità qui sotto considera letto ogni peso per ogni token, quindi quella reale è più alta, e non si può stabilire se i soli esperti potrebbero restare nella RAM di sistema.</translation>
    </message>
    <message numerus="yes">
        <source>Prompt: about %1 GFLOP per token. This device&apos;s matrix throughput is not published; llama.cpp measurements of its family reach about %2 FLOP per byte of memory bandwidth, %3 TFLOPS at %4 GB/s: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</source>
        <translation>
            <numerusform>Prompt: circa %1 GFLOP per token. La potenza di calcolo matriciale di questo dispositivo non è pubblicata; le misure di llama.cpp sulla sua famiglia arrivano a circa %2 FLOP per byte di larghezza di banda della memoria, cioè %3 TFLOPS a %4 GB/s: circa %5 token/s (%6–%7); il primo token di un prompt di %Ln token arriva dopo circa %8 s.</numerusform>
            <numerusform>Prompt: circa %1 GFLOP per token. La potenza di calcolo matriciale di questo dispositivo non è pubblicata; le misure di llama.cpp sulla sua famiglia arrivano a circa %2 FLOP per byte di larghezza di banda della memoria, cioè %3 TFLOPS a %4 GB/s: circa %5 token/s (%6–%7); il primo token di un prompt di %Ln token arriva dopo circa %8 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (example; choose yours), %3 in all, run %4 of %n open-weight model(s) entirely on the GPU.</source>
        <extracomment>%1 × %2: count × the example card&apos;s short name; %3 its memory in all</extracomment>
        <translation>
            <numerusform>Con %1 × %2 (un esempio: scegli le tue), %3 in tutto, modelli a pesi aperti interamente nella GPU: %4 su %n.</numerusform>
            <numerusform>Con %1 × %2 (un esempio: scegli le tue), %3 in tutto, modelli a pesi aperti interamente nella GPU: %4 su %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An %1 (example; choose yours) with %2 runs %3 of %n open-weight model(s) entirely on the GPU.</source>
        <extracomment>%1 is the example card&apos;s short name (&quot;RTX 4090&quot;), %2 its memory</extracomment>
        <translation>
            <numerusform>Con una %1 (un esempio: scegli la tua) da %2, modelli a pesi aperti interamente nella GPU: %3 su %n.</numerusform>
            <numerusform>Con una %1 (un esempio: scegli la tua) da %2, modelli a pesi aperti interamente nella GPU: %3 su %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 × %2 (%3 in all) run %4 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Con %1 × %2 (%3 in tutto), modelli a pesi aperti interamente nella GPU: %4 su %n.</numerusform>
            <numerusform>Con %1 × %2 (%3 in tutto), modelli a pesi aperti interamente nella GPU: %4 su %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 runs %2 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Con %1, modelli a pesi aperti interamente nella GPU: %2 su %n.</numerusform>
            <numerusform>Con %1, modelli a pesi aperti interamente nella GPU: %2 su %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 (%2) runs %3 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Con %1 (%2), modelli a pesi aperti interamente nella GPU: %3 su %n.</numerusform>
            <numerusform>Con %1 (%2), modelli a pesi aperti interamente nella GPU: %3 su %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>quality %1 or better</source>
        <translation>qualità almeno «%1»</translation>
    </message>
    <message>
        <source>any quality and speed</source>
        <translation>qualsiasi qualità e velocità</translation>
    </message>
    <message>
        <source>at least %1 tokens/s</source>
        <translation>almeno %1 token/s</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <extracomment>the two minimums a model must meet: quality, then speed</extracomment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Memory: weights %1 + KV cache %2 + overhead %3 = %4 %6, against %5 %6 usable on the GPU (%7).</source>
        <extracomment>%1–%5 are memory figures in the unit %6 (GB); %7 says which GB (binary, as sold, or 10⁹ bytes)</extracomment>
        <translation>Memoria: pesi %1 + cache KV %2 + overhead %3 = %4 %6, a fronte di %5 %6 utilizzabili sulla GPU (%7).</translation>
    </message>
    <message>
        <source>In units of 10⁹ bytes, as download sizes are given: %1 GB needed, %2 GB usable.</source>
        <translation>In unità da 10⁹ byte, come si indicano le dimensioni dei download: %1 GB necessari, %2 GB utilizzabili.</translation>
    </message>
    <message>
        <source>In the binary units memory is sold in (1 GB = 2³⁰ bytes): %1 GB needed, %2 GB usable; this device is sold as %3 GB.</source>
        <translation>Nelle unità binarie in cui si vende la memoria (1 GB = 2³⁰ byte): %1 GB necessari, %2 GB utilizzabili; questo dispositivo è venduto come %3 GB.</translation>
    </message>
    <message>
        <source>Below your minimums (%1): no quantization of it reaches both here. The row shows the closest.</source>
        <translation>Sotto i tuoi requisiti minimi (%1): su questo hardware nessuna sua quantizzazione li soddisfa entrambi. La riga mostra quella che ci va più vicino.</translation>
    </message>
    <message>
        <source>Experts in system RAM: %1 stay on the GPU (attention, shared weights, KV cache and as many experts as fit) and %2 of experts in system RAM. A token reads %3 GB of those experts at %4 GB/s; llama.cpp does this with --n-cpu-moe.</source>
        <translation>Esperti nella RAM di sistema: %1 restano sulla GPU (attenzione, pesi condivisi, cache KV e quanti più esperti ci stanno) e %2 di esperti nella RAM di sistema. Ogni token legge %3 GB di quegli esperti a %4 GB/s; llama.cpp lo fa con --n-cpu-moe.</translation>
    </message>
    <message>
        <source>Prompt: no figure, because this device&apos;s memory bandwidth is not on record.</source>
        <translation>Prompt: nessuna cifra, perché la larghezza di banda della memoria di questo dispositivo non è nota.</translation>
    </message>
    <message>
        <source>%1 attention layers (of %2; the others keep a state of fixed size)</source>
        <translation>%1 strati di attenzione (su %2; gli altri mantengono uno stato di dimensione fissa)</translation>
    </message>
    <message>
        <source>%1 layers</source>
        <translation>%1 strati</translation>
    </message>
    <message>
        <source>KV cache: 2 × %1 × %2 KV heads × %3 head dimension × %4 tokens × %5 bytes per element.</source>
        <translation>Cache KV: 2 × %1 × %2 teste KV × dimensione per testa %3 × %4 token × %5 byte per elemento.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln not writing text (image, speech, biology, encoders…)</source>
        <translation>
            <numerusform>%Ln che non genera testo (immagini, voce, biologia, encoder…)</numerusform>
            <numerusform>%Ln che non generano testo (immagini, voce, biologia, encoder…)</numerusform>
        </translation>
    </message>
    <message>
        <source>KV cache: %1 × a latent of %2 values (multi-head latent attention: one compressed latent per token and layer, from which keys and values are read) × %3 tokens × %4 bytes per element.</source>
        <translation>Cache KV: %1 × un latente di %2 valori (attenzione latente multi-testa: un latente compresso per token e per strato, da cui si ricavano chiavi e valori) × %3 token × %4 byte per elemento.</translation>
    </message>
    <message>
        <source>Released with MXFP4 experts: a %1 file keeps them in MXFP4, as llama.cpp does whatever the type, and only the rest (attention, embeddings, router) is %1. Its size is close to MXFP4&apos;s, and the quality shown is %1&apos;s on a whole model, at worst; for this model it is not measured.</source>
        <extracomment>%1 is a llama.cpp quantization type such as Q2_K</extracomment>
        <translation>Pubblicato con gli esperti in MXFP4: un file %1 li mantiene in MXFP4, come fa llama.cpp con qualsiasi tipo, e solo il resto (attenzione, embedding, router) è in %1. La dimensione è vicina a quella in MXFP4, e la qualità indicata è quella di %1 su un modello intero, nel caso peggiore; per questo modello non è misurata.</translation>
    </message>
    <message>
        <source>None of the %2 models meets your minimums (%1), those not entirely on the GPU included.</source>
        <extracomment>%1 the minimums (&quot;quality Good or better, at least 10 tokens/s&quot;); %2 the sized models</extracomment>
        <translation>Nessuno dei %2 modelli rispetta i tuoi requisiti minimi (%1), nemmeno contando quelli non del tutto sulla GPU.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %2 models meet your minimums (%1), those not entirely on the GPU included, and come first, the largest first.</source>
        <extracomment>%Ln models of the %2 sized ones; %1 the minimums (&quot;quality Good or better, at least 10 tokens/s&quot;)</extracomment>
        <translation>
            <numerusform>Dei %2 modelli, %Ln rispetta i tuoi requisiti minimi (%1), contando anche quelli non del tutto sulla GPU, e compare per primo.</numerusform>
            <numerusform>Dei %2 modelli, %Ln rispettano i tuoi requisiti minimi (%1), contando anche quelli non del tutto sulla GPU, e compaiono per primi, dal più grande.</numerusform>
        </translation>
    </message>
    <message>
        <source>Unified memory: macOS lets the GPU use %1 of the %2 %3 (its default working set); what does not fit that share runs on the CPU, from the same memory.</source>
        <translation>Memoria unificata: macOS lascia usare alla GPU il %1 dei %2 %3 (il suo working set predefinito); ciò che non sta in questa quota gira sulla CPU, dalla stessa memoria.</translation>
    </message>
    <message>
        <source>It does not fit in the machine&apos;s memory, so there is no speed to estimate.</source>
        <translation>Non entra nella memoria della macchina, quindi non c&apos;è una velocità da stimare.</translation>
    </message>
    <message>
        <source>%1 of the weights lie beyond the GPU&apos;s share of memory: the CPU reads them from the same memory at about %2 GB/s; that part sets the pace.</source>
        <translation>Il %1 dei pesi sta oltre la quota di memoria della GPU: la CPU lo legge dalla stessa memoria a circa %2 GB/s; è questa parte a dettare il ritmo.</translation>
    </message>
    <message>
        <source>A mixture of experts: each of its routed experts sees about %1 of a batch&apos;s %2 tokens, too few to keep the matrix units busy, and llama.cpp measurements put those products (%3 of the %4 GFLOP) at about %5 of that throughput.</source>
        <translation>Modello a miscela di esperti (MoE): ciascuno dei suoi esperti instradati riceve circa %1 dei %2 token di un batch, troppo pochi per tenere occupate le unità di calcolo matriciale, e secondo le misure di llama.cpp quei prodotti matriciali (%3 dei %4 GFLOP) rendono circa il %5 di quella potenza di calcolo.</translation>
    </message>
    <message>
        <source>How many experts a token uses is not on record for this model: one in 16 is assumed.</source>
        <translation>Per questo modello non si sa quanti esperti usi ciascun token: se ne assume uno su 16.</translation>
    </message>
    <message>
        <source>KV cache: none that grows with the context. The model has no attention layers (a state-space model); its state of fixed size is in the overhead.</source>
        <translation>Cache KV: nessuna che cresca con il contesto. Il modello non ha strati di attenzione (è un modello nello spazio degli stati); il suo stato di dimensione fissa rientra nell&apos;overhead.</translation>
    </message>
    <message>
        <source>%1 tokens, their window</source>
        <translation>%1 token, pari alla loro finestra</translation>
    </message>
    <message>
        <source>%1 tokens, within their window of %2</source>
        <translation>%1 token, entro la loro finestra di %2</translation>
    </message>
    <message>
        <source>KV cache: 2 × (%1 full-attention layers × %2 tokens + %3 sliding-window layers × %4) × %5 KV heads × %6 head dimension × %7 bytes per element.</source>
        <translation>Cache KV: 2 × (%1 strati ad attenzione piena × %2 token + %3 strati a finestra scorrevole × %4) × %5 teste KV × dimensione per testa %6 × %7 byte per elemento.</translation>
    </message>
    <message>
        <source>KV cache: (%1 full-attention layers × %2 tokens + %3 sliding-window layers × %4) × a latent of %5 values (multi-head latent attention) × %6 bytes per element.</source>
        <translation>Cache KV: (%1 strati ad attenzione piena × %2 token + %3 strati a finestra scorrevole × %4) × un latente di %5 valori (attenzione latente multi-testa) × %6 byte per elemento.</translation>
    </message>
    <message numerus="yes">
        <source>Without a GPU, your %1 of system RAM (%2 for a model) runs %3 of %n open-weight model(s) on the CPU.</source>
        <extracomment>%1 the system RAM (a memory figure and its unit), %2 what a model may take of it, %3 how many models fit in that</extracomment>
        <translation>
            <numerusform>Senza GPU, con i tuoi %1 di RAM di sistema (%2 per un modello), modelli a pesi aperti che funzionano sulla CPU: %3 su %n.</numerusform>
            <numerusform>Senza GPU, con i tuoi %1 di RAM di sistema (%2 per un modello), modelli a pesi aperti che funzionano sulla CPU: %3 su %n.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the %2 models meets your minimums (%1) on the CPU.</source>
        <translation>Nessuno dei %2 modelli rispetta i tuoi requisiti minimi (%1) sulla CPU.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %2 models meet your minimums (%1) on the CPU, and come first, the largest first.</source>
        <translation>
            <numerusform>Dei %2 modelli, %Ln rispetta i tuoi requisiti minimi (%1) sulla CPU e compare per primo.</numerusform>
            <numerusform>Dei %2 modelli, %Ln rispettano i tuoi requisiti minimi (%1) sulla CPU e compaiono per primi, dal più grande.</numerusform>
        </translation>
    </message>
    <message>
        <source>Memory: weights %1 + KV cache %2 + overhead %3 = %4 %6, against %5 %6 of system RAM for the model: three quarters of the %8 %6, the rest left to the system and other programs (%7).</source>
        <extracomment>%1–%5 and %8 are memory figures in the unit %6 (GB); %7 says which GB (binary, as sold, or 10⁹ bytes)</extracomment>
        <translation>Memoria: pesi %1 + cache KV %2 + overhead %3 = %4 %6, a fronte di %5 %6 di RAM di sistema per il modello: tre quarti dei %8 %6, il resto lasciato al sistema e agli altri programmi (%7).</translation>
    </message>
    <message>
        <source>It does not fit in the share of system RAM a model may take, so there is no speed to estimate.</source>
        <translation>Non entra nella quota di RAM di sistema che un modello può occupare, quindi non c&apos;è una velocità da stimare.</translation>
    </message>
    <message numerus="yes">
        <source>Context that fits in that share of system RAM beside these weights: %Ln token(s).</source>
        <translation>
            <numerusform>Contesto che entra in quella quota di RAM di sistema insieme a questi pesi: %Ln token.</numerusform>
            <numerusform>Contesto che entra in quella quota di RAM di sistema insieme a questi pesi: %Ln token.</numerusform>
        </translation>
    </message>
    <message>
        <source>Prompt: no figure. On a processor the prompt is bound by its arithmetic (cores, vector units, threads), which the program does not know, so neither the prompt speed nor the time to the first token is estimated; expect it to take far longer than on a GPU.</source>
        <translation>Prompt: nessun valore. Su un processore l&apos;elaborazione del prompt dipende dalla potenza di calcolo (core, unità vettoriali, thread), che il programma non conosce: né la velocità del prompt né il tempo al primo token vengono stimati. Aspettati tempi molto più lunghi che su una GPU.</translation>
    </message>
    <message>
        <source>%1 at %2 on the CPU, without a GPU</source>
        <translation>%1 in %2 sulla CPU, senza GPU</translation>
    </message>
    <message>
        <source>Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) from system RAM, which the CPU reads at about %2 of its %3 GB/s (the share it reaches on layers kept in RAM beside a GPU, checked against published llama.cpp runs on processors alone): about %4 tokens/s expected, %5–%6 in practice.</source>
        <translation>Velocità: ogni token richiede la lettura di circa %1 GB dalla RAM di sistema (i pesi una volta, più la cache KV accumulata fin lì), che il processore legge a una frazione dei suoi %3 GB/s (quota sfruttata: circa %2, la stessa che raggiunge sugli strati tenuti nella RAM accanto a una GPU, verificata su esecuzioni di llama.cpp pubblicate con il solo processore): circa %4 token/s previsti, %5–%6 nella pratica.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) left out: %1, %2, %3, %4.</source>
        <translation>
            <numerusform>%Ln modello escluso: %1, %2, %3, %4.</numerusform>
            <numerusform>%Ln modelli esclusi: %1, %2, %3, %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln access not on record</source>
        <translation>
            <numerusform>%Ln con accesso non indicato</numerusform>
            <numerusform>%Ln con accesso non indicato</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HardwareView</name>
    <message>
        <source>Search models…</source>
        <translation>Cerca modelli…</translation>
    </message>
    <message>
        <source>Models on this hardware</source>
        <translation>Modelli su questo hardware</translation>
    </message>
    <message>
        <source>All domains</source>
        <translation>Tutti i domini</translation>
    </message>
    <message>
        <source>Any fit</source>
        <translation>Qualsiasi esito</translation>
    </message>
    <message>
        <source>Entirely on the GPU</source>
        <translation>Interamente nella GPU</translation>
    </message>
    <message>
        <source>Choose a device to see which models it runs.</source>
        <translation>Scegli un dispositivo per vedere quali modelli può eseguire.</translation>
    </message>
    <message>
        <source>Select a row to see the arithmetic behind it: bandwidth, bytes per token, efficiency and the memory figures.</source>
        <translation>Seleziona una riga per vedere i calcoli su cui si basa: larghezza di banda, byte per token, efficienza e dati sulla memoria.</translation>
    </message>
    <message>
        <source>Reading the catalogue…</source>
        <translation>Lettura del catalogo…</translation>
    </message>
    <message>
        <source>No device chosen</source>
        <translation>Nessun dispositivo scelto</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s) on %2</source>
        <extracomment>%1 of %2 models shown; %3 is the device (&quot;an RTX 4090 (example)&quot;, &quot;2 × RTX 4090 (example)&quot; or its name)</extracomment>
        <translation>
            <numerusform>%1 di %Ln modello su %2</numerusform>
            <numerusform>%1 di %Ln modelli su %2</numerusform>
        </translation>
    </message>
    <message>
        <source>an %1 (example)</source>
        <translation>una %1 (esempio)</translation>
    </message>
    <message>
        <source>usable: %1</source>
        <translation>utilizzabili: %1</translation>
    </message>
    <message>
        <source>search “%1”</source>
        <translation>ricerca «%1»</translation>
    </message>
    <message>
        <source>%1 × %2 (example)</source>
        <extracomment>%1 × %2: count × the example card&apos;s short name</extracomment>
        <translation>%1 × %2 (esempio)</translation>
    </message>
    <message>
        <source>Search models</source>
        <translation>Cerca modelli</translation>
    </message>
    <message>
        <source>Domain</source>
        <translation>Dominio</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Esito</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s) on the CPU, without a GPU</source>
        <extracomment>%1 of %Ln models shown, on a computer without a GPU</extracomment>
        <translation>
            <numerusform>%1 di %Ln modello sulla CPU, senza GPU</numerusform>
            <numerusform>%1 di %Ln modelli sulla CPU, senza GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportController</name>
    <message>
        <source>Import an Epoch AI export</source>
        <translation>Importa un&apos;esportazione di Epoch AI</translation>
    </message>
    <message>
        <source>CSV files (*.csv);;All files (*)</source>
        <translation>File CSV (*.csv);;Tutti i file (*)</translation>
    </message>
    <message>
        <source>Importing %1…</source>
        <translation>Importazione di %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annulla</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importa</translation>
    </message>
    <message>
        <source>Update from Epoch AI</source>
        <translation>Aggiorna da Epoch AI</translation>
    </message>
    <message>
        <source>Downloading %1…</source>
        <translation>Download di %1…</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Added: %1</source>
        <translation>Aggiunti: %1</translation>
    </message>
    <message>
        <source>Updated: %1</source>
        <translation>Aggiornati: %1</translation>
    </message>
    <message>
        <source>Unchanged: %1</source>
        <translation>Invariati: %1</translation>
    </message>
    <message>
        <source>Values that could not be read: %1</source>
        <translation>Valori non leggibili: %1</translation>
    </message>
    <message>
        <source>Nothing in the catalogue was changed.</source>
        <translation>Nel catalogo non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>The import was cancelled; nothing in the catalogue was changed.</source>
        <translation>Importazione annullata: nel catalogo non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>It was rolled back; nothing in the catalogue was changed.</source>
        <translation>Le modifiche sono state annullate: nel catalogo non è stato modificato nulla.</translation>
    </message>
    <message>
        <source>line %1, %2: &quot;%3&quot; — %4</source>
        <translation>riga %1, %2: «%3» — %4</translation>
    </message>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… e %Ln altro</numerusform>
            <numerusform>… e altri %Ln</numerusform>
        </translation>
    </message>
    <message>
        <source>The file was not imported: %1.</source>
        <translation>Importazione non riuscita: %1.</translation>
    </message>
    <message>
        <source>The import failed: %1.</source>
        <translation>Importazione non riuscita: %1.</translation>
    </message>
    <message numerus="yes">
        <source>Import complete: %Ln row(s) read.</source>
        <translation>
            <numerusform>Importazione completata: %Ln riga letta.</numerusform>
            <numerusform>Importazione completata: %Ln righe lette.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReportDialog</name>
    <message>
        <source>Import report</source>
        <translation>Resoconto dell&apos;importazione</translation>
    </message>
    <message>
        <source>%1 was imported.</source>
        <translation>%1 è stato importato.</translation>
    </message>
    <message>
        <source>%1 was not imported.</source>
        <translation>%1 non è stato importato.</translation>
    </message>
    <message>
        <source>The import of %1 was cancelled.</source>
        <translation>L&apos;importazione di %1 è stata annullata.</translation>
    </message>
    <message>
        <source>The import of %1 failed. If the disk is full, free some space and try again.</source>
        <translation>L&apos;importazione di %1 non è riuscita. Se il disco è pieno, libera spazio e riprova.</translation>
    </message>
    <message>
        <source>&amp;Show them in the catalogue</source>
        <translation>&amp;Mostrali nel catalogo</translation>
    </message>
    <message>
        <source>&amp;Copy report</source>
        <translation>&amp;Copia il resoconto</translation>
    </message>
</context>
<context>
    <name>ListCommand</name>
    <message>
        <source>Print the models the Catalogue table shows for the search, filters and order given with the options below, as a table of its usual columns (or, with --json, with the keys of --export-csv), and exit.</source>
        <translation>Stampa i modelli che la tabella del Catalogo mostra per la ricerca, i filtri e l&apos;ordinamento indicati con le opzioni seguenti, come tabella delle sue colonne abituali (oppure, con --json, con le chiavi di --export-csv), ed esce.</translation>
    </message>
    <message>
        <source>text</source>
        <extracomment>value name in --help: the text of a search</extracomment>
        <translation>testo</translation>
    </message>
    <message>
        <source>For --list: only models of this domain, e.g. Language or Vision.</source>
        <translation>Per --list: solo i modelli di questo dominio, per esempio Linguaggio o Visione.</translation>
    </message>
    <message>
        <source>domain</source>
        <extracomment>value name in --help: a domain of the catalogue, such as Language</extracomment>
        <translation>dominio</translation>
    </message>
    <message>
        <source>For --list: only models of an organisation from this country.</source>
        <translation>Per --list: solo i modelli di un&apos;organizzazione di questo Paese.</translation>
    </message>
    <message>
        <source>country</source>
        <extracomment>value name in --help: a country</extracomment>
        <translation>paese</translation>
    </message>
    <message>
        <source>For --list: only models of this type of organisation, e.g. Industry or Academia.</source>
        <translation>Per --list: solo i modelli di questo tipo di organizzazione, per esempio Industria o Università e ricerca.</translation>
    </message>
    <message>
        <source>type</source>
        <extracomment>value name in --help: a type of organisation, such as Industry</extracomment>
        <translation>tipo</translation>
    </message>
    <message>
        <source>For --list: only models whose weights are published.</source>
        <translation>Per --list: solo i modelli a pesi aperti, cioè con i pesi pubblicati.</translation>
    </message>
    <message>
        <source>For --list: only models published in this year or later.</source>
        <translation>Per --list: solo i modelli pubblicati a partire dall&apos;anno indicato.</translation>
    </message>
    <message>
        <source>year</source>
        <extracomment>value name in --help: a year, such as 2023</extracomment>
        <translation>anno</translation>
    </message>
    <message>
        <source>For --list: only models published in this year or earlier.</source>
        <translation>Per --list: solo i modelli pubblicati fino all&apos;anno indicato compreso.</translation>
    </message>
    <message>
        <source>For --list: only models with at least this many parameters (8e9 or 8B).</source>
        <translation>Per --list: solo i modelli con almeno questo numero di parametri (8e9 o 8B).</translation>
    </message>
    <message>
        <source>count</source>
        <extracomment>value name in --help: a number of parameters, such as 8e9</extracomment>
        <translation>numero</translation>
    </message>
    <message>
        <source>For --list: only models with at most this many parameters (8e9 or 8B).</source>
        <translation>Per --list: solo i modelli con al massimo questo numero di parametri (8e9 o 8B).</translation>
    </message>
    <message>
        <source>For --list: the order, by a column of the table (name, organisation, country, published, domain, parameters, compute, hardware, access) or its --export-csv key; a leading &quot;-&quot; sorts from the highest (--sort=-parameters). Default: the newest first.</source>
        <translation>Per --list: l&apos;ordinamento, per una colonna della tabella (name, organisation, country, published, domain, parameters, compute, hardware, access) o per la sua chiave di --export-csv; un &quot;-&quot; iniziale ordina dal valore più alto (--sort=-parameters). Predefinito: prima i più recenti.</translation>
    </message>
    <message>
        <source>column</source>
        <extracomment>value name in --help: a column of the catalogue table</extracomment>
        <translation>colonna</translation>
    </message>
    <message>
        <source>Unknown domain &quot;%1&quot;. Closest names: %2.</source>
        <translation>Dominio «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>Unknown country &quot;%1&quot;. Closest names: %2.</source>
        <translation>Paese «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>Unknown organisation type &quot;%1&quot;. Closest names: %2.</source>
        <translation>Tipo di organizzazione «%1» sconosciuto. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>--%1 takes a year such as 2023, not &quot;%2&quot;.</source>
        <translation>--%1 accetta un anno come 2023, non «%2».</translation>
    </message>
    <message>
        <source>--from-year %1 is after --to-year %2: no model could match.</source>
        <translation>--from-year %1 è successivo a --to-year %2: nessun modello potrebbe corrispondere.</translation>
    </message>
    <message>
        <source>--%1 takes a count above zero such as 8e9 or 8B, not &quot;%2&quot;.</source>
        <translation>--%1 accetta un numero maggiore di zero come 8e9 o 8B, non «%2».</translation>
    </message>
    <message>
        <source>--min-parameters %1 is more than --max-parameters %2: no model could match.</source>
        <translation>--min-parameters %1 è maggiore di --max-parameters %2: nessun modello potrebbe corrispondere.</translation>
    </message>
    <message>
        <source>Unknown column &quot;%1&quot; for --sort. Closest names: %2.</source>
        <translation>Colonna «%1» sconosciuta per --sort. Nomi più simili: %2.</translation>
    </message>
    <message>
        <source>No model matches.</source>
        <translation>Nessun modello corrisponde.</translation>
    </message>
    <message>
        <source>For --list: the search, as typed in the window&apos;s search box; words after the options are read as the search too (--list llama 3).</source>
        <translation>Per --list: la ricerca, così come la si scrive nella casella di ricerca della finestra; anche le parole dopo le opzioni vengono lette come ricerca (--list llama 3).</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
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
    <message>
        <source>&amp;Import…</source>
        <translation>&amp;Importa…</translation>
    </message>
    <message>
        <source>&amp;Update from Epoch AI</source>
        <translation>&amp;Aggiorna da Epoch AI</translation>
    </message>
    <message>
        <source>Export c&amp;hart…</source>
        <translation>Esporta &amp;grafico…</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Grafici</translation>
    </message>
    <message>
        <source>From hardware</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): tab «Il tuo hardware» (was «Dall&apos;hardware», a prepositional phrase that read badly in running text); in a sentence the view is quoted: nella vista «Il tuo hardware».</translatorcomment>
        <translation>Il tuo hardware</translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation>Immagini PNG (*.png)</translation>
    </message>
    <message>
        <source>SVG drawings (*.svg)</source>
        <translation>Disegni vettoriali SVG (*.svg)</translation>
    </message>
    <message>
        <source>Export chart</source>
        <translation>Esporta grafico</translation>
    </message>
    <message>
        <source>Chart exported to %1</source>
        <translation>Grafico esportato in %1</translation>
    </message>
    <message>
        <source>Saved for this session only: the catalogue is temporary and is lost when you quit.</source>
        <translation>Salvato solo per questa sessione: il catalogo è temporaneo e andrà perso alla chiusura.</translation>
    </message>
    <message>
        <source>Rebuild the catalogue</source>
        <translation>Ricrea il catalogo</translation>
    </message>
    <message>
        <source>An import is under way. Rebuild the catalogue once it has finished.</source>
        <translation>È in corso un&apos;importazione. Ricrea il catalogo quando sarà terminata.</translation>
    </message>
    <message>
        <source>it is damaged (%1)</source>
        <translation>è danneggiato (%1)</translation>
    </message>
    <message>
        <source>The catalogue could not be rebuilt: %1</source>
        <translation>Impossibile ricreare il catalogo: %1</translation>
    </message>
    <message>
        <source>Unsaved note</source>
        <translation>Nota non salvata</translation>
    </message>
    <message>
        <source>If you quit now, what you typed is lost. Copy it somewhere else first, or wait until the catalogue can be written.</source>
        <translation>Se chiudi ora, il testo scritto andrà perso. Copialo prima altrove, oppure attendi che il catalogo torni scrivibile.</translation>
    </message>
    <message>
        <source>The chart&apos;s models as CSV (*.csv)</source>
        <translation>I modelli del grafico in CSV (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) written to %1</source>
        <translation>
            <numerusform>%Ln modello scritto in %1</numerusform>
            <numerusform>%Ln modelli scritti in %1</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Preferences…</source>
        <translation>Pr&amp;eferenze…</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copia</translation>
    </message>
    <message>
        <source>The chart could not be written.

%1

Choose another folder or free some disk space and try again; nothing was changed.</source>
        <translation>Impossibile scrivere il grafico.

%1

Scegli un&apos;altra cartella o libera spazio sul disco, poi riprova: non è stato modificato nulla.</translation>
    </message>
</context>
<context>
    <name>MemoryChart</name>
    <message>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <source>Memory needed (GB)</source>
        <translation>Memoria necessaria (GB)</translation>
    </message>
    <message>
        <source>Memory needed per quantization</source>
        <translation>Memoria necessaria per quantizzazione</translation>
    </message>
    <message>
        <source>Partly in system RAM</source>
        <translation>In parte nella RAM di sistema</translation>
    </message>
    <message>
        <source>Experts in RAM</source>
        <translation>Esperti in RAM</translation>
    </message>
    <message>
        <source>Memory needed (GB) · dashed line: %1</source>
        <comment>memory chart axis; %1 names the device</comment>
        <translation>Memoria necessaria (GB) · linea tratteggiata: %1</translation>
    </message>
    <message>
        <source>%1 × %2 (%3 GB)</source>
        <comment>memory chart axis: count × GPU (the memory models may use)</comment>
        <translation>%1 × %2 (%3 GB)</translation>
    </message>
    <message>
        <source>%1 (%2 GB)</source>
        <comment>memory chart axis: GPU (the memory models may use)</comment>
        <translation>%1 (%2 GB)</translation>
    </message>
    <message>
        <source>GB · line: %1</source>
        <comment>memory chart axis when narrow; %1 names the device</comment>
        <translation>GB · linea: %1</translation>
    </message>
    <message>
        <source>Beyond the GPU&apos;s share</source>
        <translation>Oltre la quota della GPU</translation>
    </message>
    <message>
        <source>%1, %2 GB for the GPU</source>
        <comment>memory chart axis: a Mac (the share of its memory the GPU may use)</comment>
        <translation>%1, %2 GB per la GPU</translation>
    </message>
    <message>
        <source>GB · line: %1 GB for the GPU</source>
        <comment>memory chart axis on a Mac when narrow: the share of its memory the GPU may use</comment>
        <translation>GB · linea: %1 GB per la GPU</translation>
    </message>
    <message>
        <source>no GPU, %1 GB of system RAM for the model</source>
        <comment>memory chart axis: a computer without a GPU (the share of its RAM a model may take)</comment>
        <translation>senza GPU, %1 GB di RAM di sistema per il modello</translation>
    </message>
</context>
<context>
    <name>MemoryUnit</name>
    <message>
        <source>GB of 10⁹ bytes, as download sizes are given</source>
        <translation>GB da 10⁹ byte, come si indicano le dimensioni dei download</translation>
    </message>
    <message>
        <source>GB as graphics cards and RAM are sold (2³⁰ bytes)</source>
        <translation>GB come si vendono schede grafiche e RAM (2³⁰ byte)</translation>
    </message>
    <message>
        <source>1 GB = 10⁹ bytes</source>
        <translation>1 GB = 10⁹ byte</translation>
    </message>
    <message>
        <source>1 GB = 2³⁰ bytes, as graphics memory and RAM are sold</source>
        <translation>1 GB = 2³⁰ byte, come si vendono memoria grafica e RAM</translation>
    </message>
</context>
<context>
    <name>MinimumsControls</name>
    <message>
        <source>Minimum &amp;quality:</source>
        <translation>&amp;Qualità minima:</translation>
    </message>
    <message>
        <source>The worst quantization quality you would use: models that only fit at a worse one come after those that do.</source>
        <translation>La qualità di quantizzazione più bassa che useresti: i modelli che entrano solo a una qualità peggiore vengono dopo quelli che la raggiungono.</translation>
    </message>
    <message>
        <source>Minimum &amp;speed:</source>
        <translation>&amp;Velocità minima:</translation>
    </message>
    <message>
        <source> tokens/s</source>
        <translation> token/s</translation>
    </message>
    <message>
        <source>any</source>
        <translation>qualsiasi</translation>
    </message>
    <message>
        <source>The fewest tokens per second you would accept: models slower than this come after those that are fast enough.</source>
        <translation>Il minimo di token al secondo che accetteresti: i modelli più lenti vengono dopo quelli abbastanza veloci.</translation>
    </message>
</context>
<context>
    <name>MinimumsOption</name>
    <message>
        <source>--min-speed takes a number of tokens per second (0 or more), not &quot;%1&quot;.</source>
        <translation>--min-speed accetta un numero di token al secondo (0 o più), non «%1».</translation>
    </message>
    <message>
        <source>Best quantization for the minimums (quality: %1 or better; at least %2 tokens/s): %3.</source>
        <translation>Quantizzazione migliore per i requisiti minimi (qualità almeno «%1»; almeno %2 token/s): %3.</translation>
    </message>
    <message>
        <source>No quantization meets the minimums (quality: %1 or better; at least %2 tokens/s); the closest: %3.</source>
        <translation>Nessuna quantizzazione rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s); la più vicina: %3.</translation>
    </message>
    <message>
        <source>--min-quality takes one of %1, or a quality as the window names it (%2), not &quot;%3&quot;.</source>
        <translation>--min-quality accetta uno tra %1, oppure una qualità come la chiama la finestra (%2), non «%3».</translation>
    </message>
    <message>
        <source>Best quantization for the minimums (quality: %1 or better; at least %2 tokens/s) is %3, not the %4 asked for.</source>
        <translation>La quantizzazione migliore per i requisiti minimi (qualità almeno «%1»; almeno %2 token/s) è %3, non la %4 richiesta.</translation>
    </message>
    <message>
        <source>No quantization meets the minimums (quality: %1 or better; at least %2 tokens/s); the closest is %3, not the %4 asked for.</source>
        <translation>Nessuna quantizzazione rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s); la più vicina è %3, non la %4 richiesta.</translation>
    </message>
</context>
<context>
    <name>ModelHardwareTable</name>
    <message>
        <source>Quantization</source>
        <translation>Quantizzazione</translation>
    </message>
    <message>
        <source>Memory needed</source>
        <translation>Memoria necessaria</translation>
    </message>
    <message>
        <source>Smallest common GPU that holds it</source>
        <translation>GPU comune più piccola che lo contiene</translation>
    </message>
    <message>
        <source>none of them</source>
        <translation>nessuna</translation>
    </message>
    <message>
        <source>≈ approximate: the architecture is not on record.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>≈ approssimativo: l&apos;architettura non è nota.</translation>
    </message>
    <message>
        <source>Choose your device in the From hardware view to see speeds on it.</source>
        <translation>Scegli il tuo dispositivo nella vista «Il tuo hardware» per vedere le velocità.</translation>
    </message>
    <message numerus="yes">
        <source>At %1 it needs about %2 GB with a context of %Ln token(s): a single %3 runs it entirely on the GPU. The box at the top of this page lists every quantization.</source>
        <translation>
            <numerusform>In %1 richiede circa %2 GB con un contesto di %Ln token: con una sola %3 entra interamente nella GPU. Il riquadro in cima a questa pagina elenca tutte le quantizzazioni.</numerusform>
            <numerusform>In %1 richiede circa %2 GB con un contesto di %Ln token: con una sola %3 entra interamente nella GPU. Il riquadro in cima a questa pagina elenca tutte le quantizzazioni.</numerusform>
        </translation>
    </message>
    <message>
        <source>At %1 it needs about %2 GB: more than any single common GPU holds, so it takes several cards, a large unified-memory machine or a smaller quantization. The From hardware view works out set-ups with several GPUs.</source>
        <translation>In %1 richiede circa %2 GB: più di quanto possa contenere da sola qualsiasi GPU comune, quindi servono più schede, una macchina con molta memoria unificata o una quantizzazione più piccola. La vista «Il tuo hardware» calcola le configurazioni con più GPU.</translation>
    </message>
    <message>
        <source>On your %1</source>
        <translation>Sul tuo dispositivo (%1)</translation>
    </message>
    <message numerus="yes">
        <source>Tokens/s: low–high (expected). First token: after a prompt of %Ln token(s).</source>
        <translation>
            <numerusform>Token/s: min–max (previsti). Primo token: dopo un prompt di %Ln token.</numerusform>
            <numerusform>Token/s: min–max (previsti). Primo token: dopo un prompt di %Ln token.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GPU + %2 RAM</source>
        <extracomment>where the memory sits: GB on the GPU + GB in system RAM</extracomment>
        <translation>%1 GPU + %2 RAM</translation>
    </message>
    <message>
        <source>%1 tokens/s, first token in %2 s</source>
        <translation>%1 token/s, primo token in %2 s</translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation>%1 token/s</translation>
    </message>
    <message>
        <source>Quality: how much the quantization loses against full precision, from llama.cpp&apos;s perplexity comparison.</source>
        <translation>Qualità: quanto perde la quantizzazione rispetto alla piena precisione, secondo il confronto di perplessità di llama.cpp.</translation>
    </message>
    <message>
        <source>On an %1 (example; choose yours)</source>
        <translation>Su una %1 (esempio: scegli la tua)</translation>
    </message>
    <message numerus="yes">
        <source>For a context of %Ln token(s); %1.</source>
        <extracomment>%1 says which GB the figures are in</extracomment>
        <translation>
            <numerusform>Per un contesto di %Ln token; %1.</numerusform>
            <numerusform>Per un contesto di %Ln token; %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>A mixture of experts whose active parameters are not on record: every weight is counted as read for each token, so the speeds are lower bounds.</source>
        <translation>Modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi: ogni peso è considerato letto per ogni token, quindi le velocità indicate sono valori minimi.</translation>
    </message>
    <message>
        <source>no common GPU holds it alone</source>
        <extracomment>under the memory a quantization needs, in a narrow table, when no common GPU holds it</extracomment>
        <translation>nessuna GPU comune basta da sola</translation>
    </message>
    <message>
        <source>smallest common GPU: %1</source>
        <extracomment>under the memory a quantization needs, in a narrow table; %1 is a GPU (&quot;RTX 3060 12GB&quot;)</extracomment>
        <translation>GPU comune più piccola: %1</translation>
    </message>
    <message>
        <source>Released with MXFP4 experts: every type keeps them in MXFP4, as llama.cpp does, and changes only the rest (attention, embeddings), so the sizes differ little; the quality shown for a type is its loss on a whole model, at worst.</source>
        <translation>Pubblicato con gli esperti in MXFP4: ogni tipo li mantiene in MXFP4, come fa llama.cpp, e cambia solo il resto (attenzione, embedding), quindi le dimensioni differiscono di poco; la qualità indicata per un tipo è la sua perdita su un modello intero, nel caso peggiore.</translation>
    </message>
    <message>
        <source>%1 GPU + %2 CPU</source>
        <extracomment>on a Mac: GB the GPU runs + GB beyond the GPU&apos;s share of the unified memory, which the CPU runs</extracomment>
        <translation>%1 GPU + %2 CPU</translation>
    </message>
    <message>
        <source>On your processor, without a GPU</source>
        <translation>Sulla tua CPU, senza GPU</translation>
    </message>
    <message>
        <source>The weights are published, but no common graphics card holds this model on its own, even at the smallest quantization: running it takes a server with several GPUs, or a machine with a large unified memory such as the %1. How much memory each quantization needs is below; the From hardware view works out set-ups with several GPUs.</source>
        <extracomment>%1 a machine with unified memory, e.g. &quot;Apple M3 Ultra (80-core GPU, 512 GB)&quot;</extracomment>
        <translation>I pesi sono pubblici, ma nessuna scheda grafica comune contiene da sola questo modello, nemmeno alla quantizzazione più piccola: per eseguirlo serve un server con più GPU, oppure una macchina con molta memoria unificata, come un %1. Qui sotto c&apos;è la memoria richiesta da ogni quantizzazione; la vista «Il tuo hardware» calcola le configurazioni con più GPU.</translation>
    </message>
    <message>
        <source>The weights are published, but no common graphics card holds this model on its own, even at the smallest quantization: running it takes a data-centre GPU such as the %1, or a server with several GPUs. How much memory each quantization needs is below; the From hardware view works out set-ups with several GPUs.</source>
        <extracomment>%1 a data-centre GPU, e.g. &quot;AMD Instinct MI300X&quot;</extracomment>
        <translation>I pesi sono pubblici, ma nessuna scheda grafica comune contiene da sola questo modello, nemmeno alla quantizzazione più piccola: per eseguirlo serve una GPU da data center, come una %1, oppure un server con più GPU. Qui sotto c&apos;è la memoria richiesta da ogni quantizzazione; la vista «Il tuo hardware» calcola le configurazioni con più GPU.</translation>
    </message>
    <message>
        <source>The weights are published, but no single GPU or machine of the device list holds this model, even at the smallest quantization: running it takes a server with several GPUs. How much memory each quantization needs is below; the From hardware view works out set-ups with several GPUs.</source>
        <translation>I pesi sono pubblici, ma nessuna GPU e nessuna macchina dell&apos;elenco dei dispositivi contiene da sola questo modello, nemmeno alla quantizzazione più piccola: per eseguirlo serve un server con più GPU. Qui sotto c&apos;è la memoria richiesta da ogni quantizzazione; la vista «Il tuo hardware» calcola le configurazioni con più GPU.</translation>
    </message>
</context>
<context>
    <name>ModelOptions</name>
    <message>
        <source>--parameters takes a count such as 8e9 or 8B.</source>
        <translation>--parameters accetta un numero come 8e9 o 8B.</translation>
    </message>
    <message>
        <source>Model of %1 parameters</source>
        <translation>Modello (parametri: %1)</translation>
    </message>
    <message>
        <source>--active-parameters takes a count such as 8e9 or 8B, not &quot;%1&quot;.</source>
        <translation>--active-parameters accetta un numero come 8e9 o 8B, non &quot;%1&quot;.</translation>
    </message>
    <message>
        <source>--active-parameters (%1) cannot be more than --parameters (%2): the active parameters are the part of the model each token reads.</source>
        <translation>--active-parameters (%1) non può superare --parameters (%2): i parametri attivi sono la parte del modello che ogni token legge.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number above zero, not &quot;%2&quot;.</source>
        <translation>--%1 accetta un numero intero maggiore di zero, non &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>--attention-layers counts some of the layers: give --layers too, and more of them.</source>
        <translation>--attention-layers conta una parte degli strati: indica anche --layers, con un numero maggiore.</translation>
    </message>
    <message>
        <source>--kv-latent-width is cached in every layer: give --layers too.</source>
        <translation>--kv-latent-width vale per ogni strato: indica anche --layers.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number, 0 or more, not &quot;%2&quot;.</source>
        <translation>--%1 accetta un numero intero maggiore o uguale a zero, non &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>--sliding-window is the window of the layers beyond --attention-layers: give --layers and --attention-layers too.</source>
        <translation>--sliding-window è la finestra degli strati oltre quelli di --attention-layers: indica anche --layers e --attention-layers.</translation>
    </message>
    <message>
        <source>--attention-layers 0 describes a model without attention, which has no --kv-heads, --head-dim or --kv-latent-width.</source>
        <translation>--attention-layers 0 descrive un modello senza attenzione, che non ha --kv-heads, --head-dim né --kv-latent-width.</translation>
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
        <source>Model page</source>
        <translation>Pagina del modello</translation>
    </message>
    <message>
        <source>The catalogue could not be read: %1</source>
        <translation>Impossibile leggere il catalogo: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n note(s) could not be saved: %1. They are kept here and saved as soon as the catalogue can be written.</source>
        <translation>
            <numerusform>Impossibile salvare la nota: %1. Resta qui e verrà salvata non appena il catalogo sarà scrivibile.</numerusform>
            <numerusform>Impossibile salvare %n note: %1. Restano qui e verranno salvate non appena il catalogo sarà scrivibile.</numerusform>
        </translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>I pesi non sono mai stati resi pubblici: non c&apos;è niente da scaricare né da eseguire sul tuo computer, in nessuna versione. Solo il fornitore può farlo funzionare, e nessuna scheda grafica, per quanto potente, cambia le cose.</translation>
    </message>
    <message>
        <source>Running it on your own hardware</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>Come eseguirlo in locale</translation>
    </message>
    <message>
        <source>The weights are published, so this model can run on a machine of your own. How much memory it needs at each quantization, and which GPUs can hold it, is worked out in the From hardware view.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>I pesi sono pubblici, quindi questo modello si può eseguire sul tuo computer. Quanta memoria richiede a ogni quantizzazione, e quali GPU possono contenerlo, lo calcola la vista «Il tuo hardware».</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>non nota: la stima della memoria è approssimativa ed è segnalata come tale</translation>
    </message>
    <message>
        <source>See what it needs in the From hardware view</source>
        <translation>Vedi che cosa richiede nella vista «Il tuo hardware»</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): «decides» is «determinare» throughout.</translatorcomment>
        <translation>Quanto è grande il modello e con quanti dati è stato addestrato. È il numero di parametri a determinare se entra in una scheda grafica.</translation>
    </message>
    <message>
        <source>Training compute</source>
        <translation>Calcolo di addestramento</translation>
    </message>
    <message>
        <source>The floating-point operations spent on training: a measure of the effort that went into making the model, not of how quickly the finished model responds.</source>
        <translatorcomment>Operations are «eseguite», never «spese».</translatorcomment>
        <translation>Le operazioni in virgola mobile eseguite per l&apos;addestramento: misurano il lavoro richiesto per produrre il modello, non la velocità con cui il modello finito risponde.</translation>
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
        <source>Availability</source>
        <translation>Disponibilità</translation>
    </message>
    <message>
        <source>Whether you can get hold of the model yourself, which decides whether any hardware figure applies to it at all.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «decides» is «determinare» throughout.</translatorcomment>
        <translation>Se il modello si può ottenere direttamente: è questo a determinare se i dati sull&apos;hardware lo riguardano.</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): Record confidence is «Grado di certezza», its levels Alto / Medio / Basso / Sconosciuto (was «Affidabilità del dato: Certo», where the adjective did not fit the noun).</translatorcomment>
        <translation>Grado di certezza</translation>
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
        <translation>Come il dataset di origine classifica questo modello tra quelli rilevanti, e con quale grado di certezza ne riporta i dati.</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): «Il percorso inverso», never «Dall&apos;altra parte» (which means «on the other side»).</translatorcomment>
        <translation>Il percorso inverso</translation>
    </message>
    <message>
        <source>Starting from your hardware instead of from a model.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>Partire dal tuo hardware invece che da un modello.</translation>
    </message>
    <message>
        <source>This page starts from one model. If you already own a graphics card, a Mac or a few cards and want to see every model they can run, and which models were trained on the same chips, start from the hardware.</source>
        <translation>Questa pagina parte da un modello. Se hai già una scheda grafica, un Mac o qualche scheda e vuoi vedere tutti i modelli che possono eseguire, e quali modelli sono stati addestrati sugli stessi chip, parti dall&apos;hardware.</translation>
    </message>
    <message>
        <source>Open the From hardware view</source>
        <translation>Apri la vista «Il tuo hardware»</translation>
    </message>
    <message>
        <source>Select a model in the table to see its page</source>
        <translation>Seleziona un modello nella tabella per vederne la pagina</translation>
    </message>
    <message>
        <source>Its origin, size, training run and availability appear here, with what it takes to run it yourself.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>Qui compaiono origine, dimensioni, addestramento e disponibilità, insieme a ciò che serve per eseguirlo sul tuo computer.</translation>
    </message>
    <message>
        <source>Mixture of experts</source>
        <translation>Miscela di esperti (MoE)</translation>
    </message>
    <message>
        <source>Yes, only some of its parameters work on each token</source>
        <translation>Sì: su ogni token lavora solo una parte dei parametri</translation>
    </message>
    <message>
        <source>No, a dense model: every parameter works on every token</source>
        <translation>No, è un modello denso: su ogni token lavorano tutti i parametri</translation>
    </message>
    <message>
        <source>Weights repository</source>
        <translation>Repository dei pesi</translation>
    </message>
    <message>
        <source>Licence</source>
        <translation>Licenza</translation>
    </message>
    <message>
        <source>Weights:</source>
        <translation>Pesi:</translation>
    </message>
    <message>
        <source>“%1” is not among the results</source>
        <translation>«%1» non è tra i risultati</translation>
    </message>
    <message>
        <source>The filters hide it. Its page opens again when they show it, or select another model.</source>
        <translation>I filtri attuali lo escludono. La sua pagina si riapre quando torna tra i risultati; altrimenti scegli un altro modello.</translation>
    </message>
    <message>
        <source>%1 tokens (%2)</source>
        <comment>11 trillion tokens (1.1 × 10¹³)</comment>
        <translation>%1 di token (%2)</translation>
    </message>
    <message>
        <source>%1 data points (%2)</source>
        <comment>3 million data points (3.0 × 10⁶)</comment>
        <translation>%1 di punti dati (%2)</translation>
    </message>
    <message>
        <source>%1 · confidence: %2</source>
        <extracomment>a training cost, then how sure the record is of its figures (&quot;Speculative&quot;, &quot;Confident&quot;)</extracomment>
        <translation>%1 · grado di certezza: %2</translation>
    </message>
    <message>
        <source>Not published: the provider runs it and offers it through an API</source>
        <translation>Non pubblicati: il modello gira sui server del fornitore, che lo offre tramite API</translation>
    </message>
    <message>
        <source>Not published: usable only in the provider&apos;s own product</source>
        <translation>Non pubblicati: il modello si usa solo all&apos;interno del prodotto del fornitore</translation>
    </message>
    <message>
        <source>Not published, and the model is not offered to the public</source>
        <translation>Non pubblicati: il modello non è offerto al pubblico</translation>
    </message>
    <message>
        <source>Not published</source>
        <translation>Non pubblicati</translation>
    </message>
    <message>
        <source>Its weights have never been released, and the model is not offered to the public in any form: there is nothing to download and nothing to run on a computer of your own.</source>
        <translation>I pesi non sono mai stati resi pubblici e il modello non è offerto al pubblico in alcuna forma: non c&apos;è niente da scaricare né da eseguire sul tuo computer.</translation>
    </message>
    <message>
        <source>Get the weights on Hugging Face</source>
        <translation>Scarica i pesi da Hugging Face</translation>
    </message>
    <message>
        <source>Get the weights</source>
        <translation>Scarica i pesi</translation>
    </message>
    <message>
        <source>licence: %1</source>
        <translation>licenza: %1</translation>
    </message>
    <message>
        <source>%1 with attention (the others keep a state of fixed size)</source>
        <translation>%1 con attenzione (gli altri mantengono uno stato di dimensione fissa)</translation>
    </message>
    <message>
        <source>The weights are published, so this model can run on a machine of your own, but its parameter count is not on record: how much memory it needs cannot be worked out, and the From hardware view leaves it out.</source>
        <translation>I pesi sono pubblici, quindi questo modello si può eseguire sul tuo computer, ma il numero di parametri non è indicato: non si può calcolare quanta memoria richiede, e la vista «Il tuo hardware» lo esclude.</translation>
    </message>
    <message>
        <source>not on record</source>
        <translation>non nota</translation>
    </message>
    <message>
        <source>The weights are published, so this model can run on a machine of your own. The estimates here are for models that write text token by token (memory at llama.cpp&apos;s quantizations, tokens per second), which this one does not, so the From hardware view leaves it out.</source>
        <translation>I pesi sono pubblici, quindi questo modello si può eseguire sul tuo computer. Le stime qui valgono per i modelli che generano testo un token alla volta (memoria alle quantizzazioni di llama.cpp, token al secondo), e questo non lo fa: per questo la vista «Il tuo hardware» lo esclude.</translation>
    </message>
    <message>
        <source>KV cache as a latent of %1 values per token and layer (multi-head latent attention)</source>
        <translation>cache KV come latente di %1 valori per token e per strato (attenzione latente multi-testa)</translation>
    </message>
    <message>
        <source>sliding-window attention: %1 tokens on %2 of %3 layers, full attention on the other %4</source>
        <translation>attenzione a finestra scorrevole: %1 token in %2 strati su %3, attenzione piena negli altri %4</translation>
    </message>
    <message>
        <source>no attention layers (a state-space model): no KV cache that grows with the context</source>
        <translation>nessuno strato di attenzione (modello nello spazio degli stati): nessuna cache KV che cresca con il contesto</translation>
    </message>
    <message>
        <source>Note:</source>
        <comment>our note, written in English</comment>
        <translation>Nota (in inglese):</translation>
    </message>
</context>
<context>
    <name>ModelQuestions</name>
    <message>
        <source>Can I download %1?</source>
        <extracomment>Question on the model page, as a reader asks it; in Italian impersonal, as the other questions (&quot;Si può…?&quot;).</extracomment>
        <translatorcomment>Questions are impersonal in Italian, as the other four on the page («Si può…?», «Quale GPU serve…?»).</translatorcomment>
        <translation>Si può scaricare %1?</translation>
    </message>
    <message>
        <source>%1 in total.</source>
        <translation>%1 in tutto.</translation>
    </message>
    <message>
        <source>It is a mixture-of-experts model: only %1 of them are at work for each token. The total decides how much memory the weights take; the active share decides how fast it answers.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «decides» is «determinare» throughout.</translatorcomment>
        <translation>È un modello a miscela di esperti (MoE): per ogni token ne lavorano solo %1. Il totale determina quanta memoria occupano i pesi; la parte attiva determina quanto velocemente risponde.</translation>
    </message>
    <message>
        <source>That total is what decides how much memory the weights take up.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «decides» is «determinare» throughout.</translatorcomment>
        <translation>È questo totale a determinare quanta memoria occupano i pesi.</translation>
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
        <translation>È stato pubblicato nel %1.</translation>
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
        <extracomment>Question on the model page, as a reader asks it; in Italian impersonal, as the other questions (&quot;Si può…?&quot;).</extracomment>
        <translatorcomment>Questions are impersonal in Italian, as the other four on the page («Si può…?», «Quale GPU serve…?»).</translatorcomment>
        <translation>Quale GPU serve per eseguire %1?</translation>
    </message>
    <message>
        <source>None will do. The weights of %1 were never published, so no graphics card, at any price, lets you run it yourself; only its provider can.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «your own»: impersonal in headings, «tuo» in sentences; never «in proprio» (self-employed) or «su una macchina propria».</translatorcomment>
        <translation>Nessuna. I pesi di %1 non sono mai stati pubblicati, quindi nessuna scheda grafica, a nessun prezzo, ti permette di eseguirlo sul tuo computer: può farlo solo il fornitore.</translation>
    </message>
    <message>
        <source>That cannot be worked out: the parameter count of %1 is not on record, and the memory a model needs starts from it. The From hardware view leaves it out for the same reason.</source>
        <translation>Non si può stabilire: il numero di parametri di %1 non è indicato, ed è da lì che parte il calcolo della memoria necessaria. Per lo stesso motivo la vista «Il tuo hardware» lo esclude.</translation>
    </message>
    <message>
        <source>This catalogue does not estimate it: its estimates are for models that write text token by token (memory at llama.cpp&apos;s quantizations, tokens per second), and %1 does not. Its weights are published; what it needs depends on the program that runs it.</source>
        <translation>Questo catalogo non lo stima: le sue stime valgono per i modelli che generano testo un token alla volta (memoria alle quantizzazioni di llama.cpp, token al secondo), e %1 non lo fa. I pesi sono pubblici; ciò che serve dipende dal programma con cui lo esegui.</translation>
    </message>
    <message>
        <source>No. The weights of %1 were never published: its provider runs it and offers it through an API.</source>
        <translation>No. I pesi di %1 non sono mai stati pubblicati: il fornitore lo esegue e lo offre tramite API.</translation>
    </message>
    <message>
        <source>No. The weights of %1 were never published: it can be used only in its provider&apos;s own product.</source>
        <translation>No. I pesi di %1 non sono mai stati pubblicati: si può usare solo nel prodotto del fornitore.</translation>
    </message>
    <message>
        <source>No. The weights of %1 were never published, and the model is not offered to the public in any form.</source>
        <translation>No. I pesi di %1 non sono mai stati pubblicati, e il modello non è offerto al pubblico in alcuna forma.</translation>
    </message>
    <message>
        <source>No. The weights of %1 were never published.</source>
        <translation>No. I pesi di %1 non sono mai stati pubblicati.</translation>
    </message>
    <message>
        <source>Access on record: %1.</source>
        <translation>Accesso al modello: %1.</translation>
    </message>
    <message>
        <source>Yes. The weights of %1 are published, for any use.</source>
        <translation>Sì. I pesi di %1 sono pubblicati, senza restrizioni d&apos;uso.</translation>
    </message>
    <message>
        <source>Yes. The weights of %1 are published; their licence restricts some uses.</source>
        <translation>Sì. I pesi di %1 sono pubblicati; la licenza ne limita alcuni usi.</translation>
    </message>
    <message>
        <source>Yes, for non-commercial use: the weights of %1 are published under terms that exclude commercial use.</source>
        <translation>Sì, per uso non commerciale: i pesi di %1 sono pubblicati a condizioni che ne escludono l&apos;uso commerciale.</translation>
    </message>
    <message>
        <source>Yes. The weights of %1 are published.</source>
        <translation>Sì. I pesi di %1 sono pubblicati.</translation>
    </message>
    <message>
        <source>Licence: %1.</source>
        <translation>Licenza: %1.</translation>
    </message>
    <message>
        <source>You can download them and run the model on your own hardware.</source>
        <translation>Puoi scaricarli ed eseguire il modello sul tuo hardware.</translation>
    </message>
</context>
<context>
    <name>NativeFile</name>
    <message>
        <source>it is a folder</source>
        <translation>è una cartella</translation>
    </message>
    <message>
        <source>it is not a regular file (a pipe, a socket or a device), which could keep the import waiting for ever</source>
        <translation>non è un file normale (è una pipe, un socket o un dispositivo) e potrebbe lasciare l&apos;importazione in attesa per sempre</translation>
    </message>
    <message>
        <source>the name is a folder, not a file</source>
        <translation>il nome indica una cartella, non un file</translation>
    </message>
    <message>
        <source>the disk is full (%1): free some space, or write to another disk</source>
        <translation>il disco è pieno (%1): libera un po&apos; di spazio oppure salva su un altro disco</translation>
    </message>
    <message>
        <source>the disk is read-only (%1): write to a folder on another disk</source>
        <translation>il disco è di sola lettura (%1): salva in una cartella di un altro disco</translation>
    </message>
    <message>
        <source>the folder cannot be written (%1): write to a folder of your own</source>
        <translation>la cartella non è scrivibile (%1): salva in una cartella personale</translation>
    </message>
    <message>
        <source>the file is write-protected (%1): choose another name, or allow writing to it</source>
        <translation>il file è protetto da scrittura (%1): scegli un altro nome oppure rimuovi la protezione</translation>
    </message>
    <message>
        <source>the folder %1 does not exist: create it first, or write to a folder that exists</source>
        <translation>la cartella %1 non esiste: creala prima oppure salva in una cartella esistente</translation>
    </message>
</context>
<context>
    <name>PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferenze</translation>
    </message>
    <message>
        <source>Epoch AI&apos;s own address</source>
        <translation>Indirizzo di Epoch AI</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>None chosen: an %1 stands in as an example</source>
        <extracomment>%1 is the example card&apos;s short name</extracomment>
        <translation>Nessuno scelto: come esempio si usa una %1</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Lingua:</translation>
    </message>
    <message>
        <source>&amp;Device:</source>
        <translation>&amp;Dispositivo:</translation>
    </message>
    <message>
        <source>&amp;Memory in:</source>
        <translation>&amp;Memoria in:</translation>
    </message>
    <message>
        <source>&amp;Update address:</source>
        <translation>&amp;Indirizzo di aggiornamento:</translation>
    </message>
    <message>
        <source>&amp;Time-out:</source>
        <translation>&amp;Tempo di attesa:</translation>
    </message>
    <message>
        <source>The device the From hardware tab and the model pages start on.</source>
        <translation>Il dispositivo con cui si aprono la vista «Il tuo hardware» e le pagine dei modelli.</translation>
    </message>
    <message>
        <source>An update that receives less than a kilobyte in this time is given up.</source>
        <translation>Un aggiornamento che in questo tempo riceve meno di un kilobyte viene interrotto.</translation>
    </message>
</context>
<context>
    <name>QCommandLineParser</name>
    <message>
        <source>Arguments:</source>
        <extracomment>heading of the words after the options in --help; not a model&apos;s parameters</extracomment>
        <translation>Argomenti:</translation>
    </message>
</context>
<context>
    <name>Quantization</name>
    <message>
        <source>Near lossless</source>
        <comment>quality of a quantized model</comment>
        <translation>Quasi senza perdite</translation>
    </message>
    <message>
        <source>Good</source>
        <comment>quality of a quantized model</comment>
        <translation>Buona</translation>
    </message>
    <message>
        <source>Noticeable loss</source>
        <comment>quality of a quantized model</comment>
        <translation>Perdita percepibile</translation>
    </message>
    <message>
        <source>Large loss</source>
        <comment>quality of a quantized model</comment>
        <translation>Forte perdita</translation>
    </message>
    <message>
        <source>Answers are practically the same as the full-precision model&apos;s.</source>
        <translation>Le risposte sono praticamente quelle del modello a piena precisione.</translation>
    </message>
    <message>
        <source>Slightly worse than full precision; hard to notice in everyday use.</source>
        <translation>Leggermente inferiore alla piena precisione; difficile accorgersene nell&apos;uso quotidiano.</translation>
    </message>
    <message>
        <source>Measurably worse than full precision, most visible on harder tasks.</source>
        <translation>Sensibilmente inferiore alla piena precisione, soprattutto nei compiti più difficili.</translation>
    </message>
    <message>
        <source>Clearly worse than full precision; use it only when nothing larger fits.</source>
        <translation>Nettamente inferiore alla piena precisione: conviene solo quando non entra nulla di più grande.</translation>
    </message>
</context>
<context>
    <name>RunsOnCommand</name>
    <message>
        <source>yes</source>
        <translation>sì</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>Model</source>
        <extracomment>column titles; %1 is the memory unit (GB)</extracomment>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Best quantization</source>
        <translation>Quantizzazione migliore</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>Needed / available %1</source>
        <translation>Necessari / disponibili %1</translation>
    </message>
    <message>
        <source>Tokens/s low–high (expected)</source>
        <translation>Token/s min–max (previsti)</translation>
    </message>
    <message numerus="yes">
        <source>First token after %Ln prompt token(s), s</source>
        <translation>
            <numerusform>Primo token dopo %Ln token di prompt, s</numerusform>
            <numerusform>Primo token dopo %Ln token di prompt, s</numerusform>
        </translation>
    </message>
    <message>
        <source>Usable</source>
        <translation>Utilizzabile</translation>
    </message>
    <message>
        <source>&quot;at least&quot;: a mixture of experts whose active parameters are not on record, counted as if every weight were read for each token; it runs faster, by how much cannot be worked out.</source>
        <translation>«almeno»: modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi, calcolato come se ogni peso fosse letto per ogni token; è più veloce, ma di quanto non si può stabilire.</translation>
    </message>
    <message numerus="yes">
        <source>%1 runs %2 of %Ln open-weight model(s) entirely on the GPU, with %3.</source>
        <extracomment>%3 is &quot;a context of 8,192 tokens&quot;</extracomment>
        <translation>
            <numerusform>Modelli a pesi aperti che entrano interamente nella GPU con %1 e %3: %2 su %Ln.</numerusform>
            <numerusform>Modelli a pesi aperti che entrano interamente nella GPU con %1 e %3: %2 su %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a context of %Ln token(s)</source>
        <extracomment>%3 is &quot;a context of 8,192 tokens&quot; completes &quot;… entirely on the GPU, with %3.&quot; and &quot;… on the CPU, with %3.&quot;</extracomment>
        <translation>
            <numerusform>un contesto di %Ln token</numerusform>
            <numerusform>un contesto di %Ln token</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) were estimated at their own maximum context, below the %1 tokens asked for.</source>
        <translation>
            <numerusform>%n modello è stato stimato alla propria lunghezza massima del contesto, sotto i %1 token richiesti.</numerusform>
            <numerusform>%n modelli sono stati stimati alla propria lunghezza massima del contesto, sotto i %1 token richiesti.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) whose maximum context is not on record were estimated at %1 tokens, the most the estimate assumes, not at the %2 asked for.</source>
        <translation>
            <numerusform>%n modello di cui non è nota la lunghezza massima del contesto è stato stimato a %1 token, il massimo che la stima presuppone, non ai %2 richiesti.</numerusform>
            <numerusform>%n modelli di cui non è nota la lunghezza massima del contesto sono stati stimati a %1 token, il massimo che la stima presuppone, non ai %2 richiesti.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s), those not entirely on the GPU included.</source>
        <translation>Nessuno dei %3 modelli rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s), nemmeno contando quelli non del tutto sulla GPU.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s), those not entirely on the GPU included, and come first, the largest first.</source>
        <translation>
            <numerusform>Dei %3 modelli, %n rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s), contando anche quelli non del tutto sulla GPU, e compare per primo.</numerusform>
            <numerusform>Dei %3 modelli, %n rispettano i requisiti minimi (qualità almeno «%1»; almeno %2 token/s), contando anche quelli non del tutto sulla GPU, e compaiono per primi, dal più grande.</numerusform>
        </translation>
    </message>
    <message>
        <source>None of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU.</source>
        <translation>Nessuno dei %3 modelli rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s) sulla CPU.</translation>
    </message>
    <message numerus="yes">
        <source>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU, and come first, the largest first.</source>
        <translation>
            <numerusform>Dei %3 modelli, %n rispetta i requisiti minimi (qualità almeno «%1»; almeno %2 token/s) sulla CPU e compare per primo.</numerusform>
            <numerusform>Dei %3 modelli, %n rispettano i requisiti minimi (qualità almeno «%1»; almeno %2 token/s) sulla CPU e compaiono per primi, dal più grande.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without a GPU, %1 of system RAM (%2 for a model) runs %3 of %Ln open-weight model(s) on the CPU, with %4.</source>
        <extracomment>%1 the system RAM and %2 what a model may take of it (memory figures with their unit, GB), %3 how many models fit in that, %4 &quot;a context of 8,192 tokens&quot;</extracomment>
        <translation>
            <numerusform>Senza GPU, modelli a pesi aperti che funzionano sulla CPU con %1 di RAM di sistema (%2 per un modello) e %4: %3 su %Ln.</numerusform>
            <numerusform>Senza GPU, modelli a pesi aperti che funzionano sulla CPU con %1 di RAM di sistema (%2 per un modello) e %4: %3 su %Ln.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) left out: %1 with weights not published, %4 whose access is not on record, %2 that do not write text (image, speech, biology, encoder and embedding models…), %3 of unknown size</source>
        <translation>
            <numerusform>%Ln modello escluso: %1 con pesi non pubblicati, %4 con accesso non indicato, %2 che non generano testo (modelli di immagini, voce, biologia, encoder e di embedding…), %3 di dimensione sconosciuta</numerusform>
            <numerusform>%Ln modelli esclusi: %1 con pesi non pubblicati, %4 con accesso non indicato, %2 che non generano testo (modelli di immagini, voce, biologia, encoder e di embedding…), %3 di dimensione sconosciuta</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsOnModel</name>
    <message>
        <source>≈ The KV cache is approximate: the architecture of this model is not on record.</source>
        <translatorcomment>GLOSSARY (review 2026-11-30): «on record» is «noto/nota» (architecture) or «indicato» (a count), never the calque «registrato»; «approximate» is «approssimativo/a».</translatorcomment>
        <translation>≈ La dimensione della cache KV è approssimativa: l&apos;architettura di questo modello non è nota.</translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <extracomment>Memory needed / memory available, in the unit of the column&apos;s title</extracomment>
        <translation>%1 / %2</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modello</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parametri</translation>
    </message>
    <message>
        <source>Fit</source>
        <translation>Esito</translation>
    </message>
    <message>
        <source>Generation speed in tokens per second: low–high, with the expected figure in brackets</source>
        <translation>Velocità di generazione in token al secondo: minimo–massimo, con il valore previsto tra parentesi</translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation>Token/s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <extracomment>Seconds until the first token</extracomment>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Quality</source>
        <translation>Qualità</translation>
    </message>
    <message>
        <source>A mixture of experts whose active parameters are not on record: every weight is counted as read for each token, so it runs faster than this; how much faster cannot be worked out.</source>
        <translation>Modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi: ogni peso è considerato letto per ogni token, quindi è più veloce di così, ma di quanto non si può stabilire.</translation>
    </message>
    <message>
        <source>A mixture of experts whose active parameters are not on record.</source>
        <translation>Modello a miscela di esperti (MoE) di cui non si conoscono i parametri attivi.</translation>
    </message>
    <message>
        <source>Below your minimum quality (%1): no quantization at that quality runs on this hardware.</source>
        <translation>Sotto la tua qualità minima (%1): su questo hardware non gira nessuna quantizzazione di quella qualità.</translation>
    </message>
    <message>
        <source>Below your minimum of %1 tokens/s.</source>
        <translation>Sotto il tuo minimo di %1 token/s.</translation>
    </message>
    <message>
        <source>The prompt at about %1 tokens/s, worked out from the device&apos;s memory bandwidth (its matrix throughput is not published), then one generated token.</source>
        <translation>Il prompt a circa %1 token/s, ricavati dalla larghezza di banda della memoria del dispositivo (la sua potenza di calcolo matriciale non è pubblicata), poi un token generato.</translation>
    </message>
    <message>
        <source>The prompt at about %1 tokens/s, worked out from the device&apos;s published matrix throughput, then one generated token.</source>
        <translation>Il prompt a circa %1 token/s, ricavati dalla potenza di calcolo matriciale pubblicata del dispositivo, poi un token generato.</translation>
    </message>
    <message>
        <source>An upper bound: this mixture of experts&apos; active parameters are not on record.</source>
        <translation>Limite superiore: i parametri attivi di questo modello a miscela di esperti non sono noti.</translation>
    </message>
    <message>
        <source>%1 in GPU memory, %2 in system RAM.</source>
        <translation>%1 nella memoria della GPU, %2 nella RAM di sistema.</translation>
    </message>
    <message>
        <source>%1 within the GPU&apos;s share of the unified memory, %2 beyond it, run by the CPU from the same memory.</source>
        <translation>%1 nella quota di memoria unificata della GPU, %2 oltre, eseguiti dalla CPU dalla stessa memoria.</translation>
    </message>
    <message>
        <source>Memory: what the quantization shown needs / what the GPU can use (%1)</source>
        <extracomment>%1 says what the unit is</extracomment>
        <translation>Memoria: quella che serve alla quantizzazione mostrata / quella che la GPU può usare (%1)</translation>
    </message>
    <message>
        <source>Fit: where the model&apos;s memory goes on this device (entirely on the GPU, a tight fit, partly in system RAM) or whether it is too large</source>
        <translation>Esito: dove trova posto il modello su questo dispositivo (interamente nella GPU, al limite, in parte nella RAM di sistema) oppure se è troppo grande</translation>
    </message>
    <message>
        <source>Best quantization: the best one that meets your minimum quality and speed (on the GPU first, then the highest quality); when none does, the closest: the fastest at your minimum quality</source>
        <translation>Quantizzazione migliore: la migliore tra quelle che rispettano la qualità e la velocità minime (prima sulla GPU, poi la qualità più alta); se nessuna le rispetta, quella che ci va più vicino: la più veloce alla qualità minima</translation>
    </message>
    <message>
        <source>Quality: how much the best quantization loses against full precision, from llama.cpp&apos;s perplexity comparison</source>
        <translation>Qualità: quanto perde la quantizzazione migliore rispetto alla piena precisione, secondo il confronto di perplessità di llama.cpp</translation>
    </message>
    <message numerus="yes">
        <source>Time to first token, in seconds, for a prompt of %Ln token(s): the prompt at the estimated prompt speed, then one generated token</source>
        <translation>
            <numerusform>Tempo fino al primo token, in secondi, per un prompt di %Ln token: il prompt alla velocità stimata, poi un token generato</numerusform>
            <numerusform>Tempo fino al primo token, in secondi, per un prompt di %Ln token: il prompt alla velocità stimata, poi un token generato</numerusform>
        </translation>
    </message>
    <message>
        <source>Quant.</source>
        <extracomment>Column title, short for &quot;Best quantization&quot; (the tooltip says it in full)</extracomment>
        <translation>Quant.</translation>
    </message>
    <message>
        <source>First
token</source>
        <extracomment>Column title on two lines; short for &quot;Time to first token&quot;</extracomment>
        <translation>Primo
token</translation>
    </message>
    <message>
        <source>Memory
(%1)</source>
        <extracomment>Column title on two lines; %1 is the memory unit, GB</extracomment>
        <translation>Memoria
(%1)</translation>
    </message>
    <message>
        <source>Not estimated: on a processor the prompt is bound by its arithmetic (cores, vector units, threads), which the program does not know.</source>
        <translation>Non stimato: su un processore l&apos;elaborazione del prompt dipende dalla potenza di calcolo (core, unità vettoriali, thread), che il programma non conosce.</translation>
    </message>
    <message>
        <source>All of it in system RAM, of which a model may take %1.</source>
        <translation>Tutto nella RAM di sistema, di cui un modello può occupare %1.</translation>
    </message>
    <message>
        <source>Memory: what the quantization shown needs / the share of system RAM a model may take (%1)</source>
        <extracomment>%1 says what the unit is</extracomment>
        <translation>Memoria: quella richiesta dalla quantizzazione mostrata / quota di RAM di sistema utilizzabile da un modello (%1)</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>the disk is full</source>
        <translation>il disco è pieno</translation>
    </message>
    <message>
        <source>Free some space on the disk: the settings are saved again at the next change.</source>
        <translation>Libera spazio sul disco: le impostazioni verranno salvate alla prossima modifica.</translation>
    </message>
    <message>
        <source>the disk is read-only</source>
        <translation>il disco è di sola lettura</translation>
    </message>
    <message>
        <source>Make the disk writable: the settings are saved again at the next change.</source>
        <translation>Rendi scrivibile il disco: le impostazioni verranno salvate alla prossima modifica.</translation>
    </message>
    <message>
        <source>its folder cannot be written</source>
        <translation>la sua cartella non è scrivibile</translation>
    </message>
    <message>
        <source>Make the folder writable: the settings are saved again at the next change.</source>
        <translation>Rendi scrivibile la cartella: le impostazioni verranno salvate alla prossima modifica.</translation>
    </message>
    <message>
        <source>Your settings could not be saved in %1: %2. The language, the window&apos;s layout and the device you chose are as before at the next start. %3</source>
        <translation>Impossibile salvare le impostazioni in %1: %2. Al prossimo avvio lingua, disposizione della finestra e dispositivo scelto torneranno come prima. %3</translation>
    </message>
</context>
<context>
    <name>ShortList</name>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>after the first ten names of a list (authors, devices): how many more there are</extracomment>
        <translation>
            <numerusform>e un altro</numerusform>
            <numerusform>e altri %n</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SourceLabels</name>
    <message>
        <source>catalogue entry</source>
        <comment>the facts of a model&apos;s record in general</comment>
        <translation>scheda del catalogo</translation>
    </message>
    <message>
        <source>parameters</source>
        <translation>parametri</translation>
    </message>
    <message>
        <source>active parameters</source>
        <translation>parametri attivi</translation>
    </message>
    <message>
        <source>mixture of experts</source>
        <translation>miscela di esperti (MoE)</translation>
    </message>
    <message>
        <source>architecture</source>
        <translation>architettura</translation>
    </message>
    <message>
        <source>licence</source>
        <translation>licenza</translation>
    </message>
    <message>
        <source>weights repository</source>
        <translation>repository dei pesi</translation>
    </message>
    <message>
        <source>%1 (checked %2)</source>
        <comment>a source document and the day it was read</comment>
        <translation>%1 (consultato il %2)</translation>
    </message>
    <message>
        <source>%1, export of %2 (%3)</source>
        <comment>a dataset, the month of its export, its address</comment>
        <translation>%1, esportazione di %2 (%3)</translation>
    </message>
    <message>
        <source>writes no text</source>
        <comment>a source&apos;s subject: the model is an encoder, an embedding model…</comment>
        <translation>non genera testo</translation>
    </message>
</context>
<context>
    <name>SpeedEstimator</name>
    <message numerus="yes">
        <source>Constants of the %1 family, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Costanti della famiglia %1, ricavate da %n misura llama.cpp pubblicata.</numerusform>
            <numerusform>Costanti della famiglia %1, ricavate da %n misure llama.cpp pubblicate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No measurements of the %1 family: constants of %2 in general, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Nessuna misura per la famiglia %1: costanti valide per %2 in generale, ricavate da %n misura llama.cpp pubblicata.</numerusform>
            <numerusform>Nessuna misura per la famiglia %1: costanti valide per %2 in generale, ricavate da %n misure llama.cpp pubblicate.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This device belongs to no calibrated family: the general model, fitted on %n published llama.cpp measurement(s) of every kind of hardware.</source>
        <translation>
            <numerusform>Questo dispositivo non appartiene a nessuna famiglia calibrata: si usa il modello generale, ricavato da %n misura llama.cpp pubblicata su hardware di ogni tipo.</numerusform>
            <numerusform>Questo dispositivo non appartiene a nessuna famiglia calibrata: si usa il modello generale, ricavato da %n misure llama.cpp pubblicate su hardware di ogni tipo.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No measurements of the %1 family or its vendor: the general model, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Nessuna misura per la famiglia %1 né per il suo produttore: si usa il modello generale, ricavato da %n misura llama.cpp pubblicata.</numerusform>
            <numerusform>Nessuna misura per la famiglia %1 né per il suo produttore: si usa il modello generale, ricavato da %n misure llama.cpp pubblicate.</numerusform>
        </translation>
    </message>
    <message>
        <source>The figures reflect llama.cpp builds of %1; older measurements count less.</source>
        <translation>I valori rispecchiano le versioni di llama.cpp del %1; le misure più vecchie pesano meno.</translation>
    </message>
    <message numerus="yes">
        <source>Constants of the %1 family, with this device&apos;s own factor from %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Costanti della famiglia %1, con il fattore proprio di questo dispositivo ricavato da %n misura llama.cpp pubblicata.</numerusform>
            <numerusform>Costanti della famiglia %1, con il fattore proprio di questo dispositivo ricavato da %n misure llama.cpp pubblicate.</numerusform>
        </translation>
    </message>
    <message>
        <source>No GPU: the speed is system RAM&apos;s bandwidth at %1, the share the CPU reaches on layers in system RAM; checked against published llama.cpp runs on processors alone (docs/estimator.md).</source>
        <translation>Senza GPU: la velocità dipende dalla larghezza di banda della RAM di sistema e dalla quota che ne sfrutta il processore sugli strati nella RAM (%1); il valore è verificato su esecuzioni di llama.cpp pubblicate con il solo processore (docs/estimator.md).</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): Record confidence is «Grado di certezza», its levels Alto / Medio / Basso / Sconosciuto (was «Affidabilità del dato: Certo», where the adjective did not fit the noun).</translatorcomment>
        <translation>Alto</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): Record confidence is «Grado di certezza», its levels Alto / Medio / Basso / Sconosciuto (was «Affidabilità del dato: Certo», where the adjective did not fit the noun).</translatorcomment>
        <translation>Medio</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): Record confidence is «Grado di certezza», its levels Alto / Medio / Basso / Sconosciuto (was «Affidabilità del dato: Certo», where the adjective did not fit the noun).</translatorcomment>
        <translation>Basso</translation>
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
        <translatorcomment>GLOSSARY (review 2026-11-30): the short form, as «Regno Unito»; «Stati Uniti d&apos;America» was cut in the table.</translatorcomment>
        <translation>Stati Uniti</translation>
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
    <message>
        <source>3D reconstruction</source>
        <translation>Ricostruzione 3D</translation>
    </message>
    <message>
        <source>3D segmentation</source>
        <translation>Segmentazione 3D</translation>
    </message>
    <message>
        <source>Animal (human/non-human) imitation</source>
        <translation>Imitazione di esseri viventi (umani e animali)</translation>
    </message>
    <message>
        <source>Antibody property prediction</source>
        <translation>Predizione delle proprietà degli anticorpi</translation>
    </message>
    <message>
        <source>Argentina</source>
        <translation>Argentina</translation>
    </message>
    <message>
        <source>Atari game: Ms. Pac-Man</source>
        <translation>Gioco Atari: Ms. Pac-Man</translation>
    </message>
    <message>
        <source>Austria</source>
        <translation>Austria</translation>
    </message>
    <message>
        <source>Belgium</source>
        <translation>Belgio</translation>
    </message>
    <message>
        <source>Bulgaria</source>
        <translation>Bulgaria</translation>
    </message>
    <message>
        <source>Cancer diagnosis</source>
        <translation>Diagnosi dei tumori</translation>
    </message>
    <message>
        <source>Capture the flag</source>
        <translation>Ruba bandiera</translation>
    </message>
    <message>
        <source>Collaborative filtering</source>
        <translation>Filtraggio collaborativo</translation>
    </message>
    <message>
        <source>Corner detection</source>
        <translation>Rilevamento degli angoli</translation>
    </message>
    <message>
        <source>Czechia</source>
        <translation>Repubblica Ceca</translation>
    </message>
    <message>
        <source>Denmark</source>
        <translation>Danimarca</translation>
    </message>
    <message>
        <source>Diplomacy</source>
        <translation>Diplomacy</translation>
    </message>
    <message>
        <source>Document classification</source>
        <translation>Classificazione di documenti</translation>
    </message>
    <message>
        <source>Earth science</source>
        <translation>Scienze della Terra</translation>
    </message>
    <message>
        <source>Enzyme function prediction</source>
        <translation>Predizione della funzione degli enzimi</translation>
    </message>
    <message>
        <source>Face verification</source>
        <translation>Verifica del volto</translation>
    </message>
    <message>
        <source>Geometry</source>
        <translation>Geometria</translation>
    </message>
    <message>
        <source>Helicopter driving</source>
        <translation>Pilotaggio di elicotteri</translation>
    </message>
    <message>
        <source>Image embedding</source>
        <translation>Embedding di immagini</translation>
    </message>
    <message>
        <source>Image-to-image</source>
        <translation>Da immagine a immagine</translation>
    </message>
    <message>
        <source>Image-to-video</source>
        <translation>Da immagine a video</translation>
    </message>
    <message>
        <source>Iran (Islamic Republic of)</source>
        <translation>Iran</translation>
    </message>
    <message>
        <source>Ireland</source>
        <translation>Irlanda</translation>
    </message>
    <message>
        <source>Japanese language modeling</source>
        <translation>Modellazione della lingua giapponese</translation>
    </message>
    <message>
        <source>Malaysia</source>
        <translation>Malaysia</translation>
    </message>
    <message>
        <source>Mathematical simulation</source>
        <translation>Simulazione matematica</translation>
    </message>
    <message>
        <source>Multinational</source>
        <translation>Multinazionale</translation>
    </message>
    <message>
        <source>Neural architecture search for computer vision</source>
        <translation>Ricerca di architetture neurali per la visione artificiale</translation>
    </message>
    <message>
        <source>Norway</source>
        <translation>Norvegia</translation>
    </message>
    <message>
        <source>Nucleotide generation</source>
        <translation>Generazione di sequenze nucleotidiche</translation>
    </message>
    <message>
        <source>Open ended play</source>
        <translation>Gioco senza obiettivi prefissati</translation>
    </message>
    <message>
        <source>Poker</source>
        <translation>Poker</translation>
    </message>
    <message>
        <source>Prediction of diabetic heart failure (DHF)</source>
        <translation>Predizione dello scompenso cardiaco nei diabetici (DHF)</translation>
    </message>
    <message>
        <source>Prediction of hospital stay duration</source>
        <translation>Predizione della durata del ricovero</translation>
    </message>
    <message>
        <source>Prediction of onset of pancreatic cancer (PaCa)</source>
        <translation>Predizione dell&apos;insorgenza del tumore del pancreas (PaCa)</translation>
    </message>
    <message>
        <source>Protein classification</source>
        <translation>Classificazione delle proteine</translation>
    </message>
    <message>
        <source>Protein design</source>
        <translation>Progettazione di proteine</translation>
    </message>
    <message>
        <source>Protein embedding</source>
        <translation>Embedding di proteine</translation>
    </message>
    <message>
        <source>Protein fold classification</source>
        <translation>Classificazione dei ripiegamenti proteici</translation>
    </message>
    <message>
        <source>Protein inverse folding</source>
        <translation>Ripiegamento proteico inverso</translation>
    </message>
    <message>
        <source>Protein localization prediction</source>
        <translation>Predizione della localizzazione delle proteine</translation>
    </message>
    <message>
        <source>Protein pathogenicity prediction</source>
        <translation>Predizione della patogenicità delle proteine</translation>
    </message>
    <message>
        <source>Protein property prediction</source>
        <translation>Predizione delle proprietà delle proteine</translation>
    </message>
    <message>
        <source>Protein protein binding affinity prediction</source>
        <translation>Predizione dell&apos;affinità di legame tra proteine</translation>
    </message>
    <message>
        <source>Protein-ligand binding affinity prediction</source>
        <translation>Predizione dell&apos;affinità di legame proteina-ligando</translation>
    </message>
    <message>
        <source>Protein-ligand contact prediction</source>
        <translation>Predizione dei contatti proteina-ligando</translation>
    </message>
    <message>
        <source>Regression</source>
        <translation>Regressione</translation>
    </message>
    <message>
        <source>RNA structure prediction</source>
        <translation>Predizione della struttura dell&apos;RNA</translation>
    </message>
    <message>
        <source>RNA-Protein interaction prediction</source>
        <translation>Predizione delle interazioni RNA-proteina</translation>
    </message>
    <message>
        <source>Route finding</source>
        <translation>Ricerca di percorsi</translation>
    </message>
    <message>
        <source>Russia</source>
        <translation>Russia</translation>
    </message>
    <message>
        <source>Sports</source>
        <translation>Sport</translation>
    </message>
    <message>
        <source>Stratego</source>
        <translation>Stratego</translation>
    </message>
    <message>
        <source>Taiwan</source>
        <translation>Taiwan</translation>
    </message>
    <message>
        <source>Ukraine</source>
        <translation>Ucraina</translation>
    </message>
    <message>
        <source>Video editing</source>
        <translation>Montaggio video</translation>
    </message>
    <message>
        <source>Video-to-video</source>
        <translation>Da video a video</translation>
    </message>
    <message>
        <source>Weather forecasting</source>
        <translation>Previsioni meteorologiche</translation>
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
        <source>Unknown language &quot;%1&quot;; use en or it.</source>
        <translation>Lingua sconosciuta «%1»: usa en o it.</translation>
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
    <message>
        <source>Chart written to %1</source>
        <translation>Grafico scritto in %1</translation>
    </message>
    <message>
        <source>The catalogue could not be repaired: %1</source>
        <translation>Impossibile riparare il catalogo: %1</translation>
    </message>
    <message>
        <source>the file name %1 is not UTF-8 text, so the catalogue cannot be opened under it. Rename the file, or its folder, so that the name is UTF-8, and give that name.</source>
        <translation>il nome del file %1 non è testo UTF-8, quindi il catalogo non si può aprire con quel nome. Rinomina il file, o la cartella che lo contiene, con un nome UTF-8 e indica il nuovo nome.</translation>
    </message>
    <message>
        <source>There was no catalogue to repair at %1; a new one was made from the data shipped with the program.</source>
        <translation>In %1 non c&apos;era nessun catalogo da riparare; ne è stato creato uno nuovo a partire dai dati forniti con il programma.</translation>
    </message>
    <message>
        <source>The disk that holds the catalogue is full: free some space on it and import again.</source>
        <translation>Il disco che contiene il catalogo è pieno: libera un po&apos; di spazio e ripeti l&apos;importazione.</translation>
    </message>
</context>
</TS>
