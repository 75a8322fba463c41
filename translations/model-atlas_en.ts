<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en_US">
<context>
    <name>CatalogueSession</name>
    <message numerus="yes">
        <source>%n of your favourites, notes and devices were recovered from the old file.</source>
        <translation>
            <numerusform>%n of your favourites, notes and devices was recovered from the old file.</numerusform>
            <numerusform>%n of your favourites, notes and devices were recovered from the old file.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartBuilder</name>
    <message numerus="yes">
        <source>%1 · %2: %Ln model(s)</source>
        <comment>year · group: count</comment>
        <translation>
            <numerusform>%1 · %2: %Ln model</numerusform>
            <numerusform>%1 · %2: %Ln models</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartLabels</name>
    <message numerus="yes">
        <source>%1 of %Ln model(s) drawn</source>
        <comment>charts: drawn of those the filters let through</comment>
        <translation>
            <numerusform>%1 of %Ln model drawn</numerusform>
            <numerusform>%1 of %Ln models drawn</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) not drawn: no publication date</source>
        <translation>
            <numerusform>%n model not drawn: no publication date</numerusform>
            <numerusform>%n models not drawn: no publication date</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) not drawn: no value on these axes</source>
        <translation>
            <numerusform>%n model not drawn: no value on these axes</numerusform>
            <numerusform>%n models not drawn: no value on these axes</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ChartsView</name>
    <message numerus="yes">
        <source>Writes the name of each model that went higher than every model before it (at most %n name(s), none over another).</source>
        <translation>
            <numerusform>Writes the name of each model that went higher than every model before it (at most %n name, none over another).</numerusform>
            <numerusform>Writes the name of each model that went higher than every model before it (at most %n names, none over another).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareCommand</name>
    <message numerus="yes">
        <source>--compare takes two to four model names, not %n.</source>
        <translation>
            <numerusform>--compare takes two to four model names, not %n.</numerusform>
            <numerusform>--compare takes two to four model names, not %n.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareLauncher</name>
    <message numerus="yes">
        <source>You have %Ln favourite(s); a comparison holds up to four. The catalogue now shows only your favourites: select two to four of them (hold Ctrl and click) and choose Compare selected models.</source>
        <translation>
            <numerusform>You have %Ln favourite; a comparison holds up to four. The catalogue now shows only your favourites: select two to four of them (hold Ctrl and click) and choose Compare selected models.</numerusform>
            <numerusform>You have %Ln favourites; a comparison holds up to four. The catalogue now shows only your favourites: select two to four of them (hold Ctrl and click) and choose Compare selected models.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareTable</name>
    <message numerus="yes">
        <source>%1: %Ln row(s) differ.</source>
        <translation>
            <numerusform>%1: %Ln row differs.</numerusform>
            <numerusform>%1: %Ln rows differ.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CompareWindow</name>
    <message numerus="yes">
        <source>%Ln row(s) differ: they are tinted and marked ≠.</source>
        <translation>
            <numerusform>%Ln row differs: it is tinted and marked ≠.</numerusform>
            <numerusform>%Ln rows differ: they are tinted and marked ≠.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeviceName</name>
    <message numerus="yes">
        <source>&quot;%1&quot; is part of the names of %n device(s): %2. Give the whole name of one.</source>
        <translation>
            <numerusform>&quot;%1&quot; is part of the name of %n device: %2. Give its whole name.</numerusform>
            <numerusform>&quot;%1&quot; is part of the names of %n devices: %2. Give the whole name of one.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EpochDownloader</name>
    <message numerus="yes">
        <source>The server did not answer within %n second(s). Check your connection and try again; nothing was changed.</source>
        <translation>
            <numerusform>The server did not answer within %n second. Check your connection and try again; nothing was changed.</numerusform>
            <numerusform>The server did not answer within %n seconds. Check your connection and try again; nothing was changed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The download stalled: less than a kilobyte arrived in %n second(s). Check your connection and try again; nothing was changed.</source>
        <translation>
            <numerusform>The download stalled: less than a kilobyte arrived in %n second. Check your connection and try again; nothing was changed.</numerusform>
            <numerusform>The download stalled: less than a kilobyte arrived in %n seconds. Check your connection and try again; nothing was changed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateCommand</name>
    <message numerus="yes">
        <source>First token after %Ln prompt token(s), s</source>
        <translation>
            <numerusform>First token after %Ln prompt token, s</numerusform>
            <numerusform>First token after %Ln prompt tokens, s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note: the context was capped to %Ln token(s), the most %1 is documented to read; the figures are for that, not for the %2 asked for.</source>
        <translation>
            <numerusform>Note: the context was capped to %Ln token, the most %1 is documented to read; the figures are for that, not for the %2 asked for.</numerusform>
            <numerusform>Note: the context was capped to %Ln tokens, the most %1 is documented to read; the figures are for that, not for the %2 asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Note: the context was capped to %Ln token(s): how much %1 can read is not on record, and the figures assume no more than that, not the %2 asked for.</source>
        <translation>
            <numerusform>Note: the context was capped to %Ln token: how much %1 can read is not on record, and the figures assume no more than that, not the %2 asked for.</numerusform>
            <numerusform>Note: the context was capped to %Ln tokens: how much %1 can read is not on record, and the figures assume no more than that, not the %2 asked for.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>EstimateReport</name>
    <message numerus="yes">
        <source>%1 on %2, context of %Ln token(s); the GPU may use %3 %4 of the unified memory</source>
        <extracomment>%2 the device; %3 a memory figure, %4 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 on %2, context of %Ln token; the GPU may use %3 %4 of the unified memory</numerusform>
            <numerusform>%1 on %2, context of %Ln tokens; the GPU may use %3 %4 of the unified memory</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on %2, context of %Ln token(s); usable GPU memory %3 %4</source>
        <extracomment>%2 the device, or count × device (&quot;2 × NVIDIA GeForce RTX 3090&quot;); %3 a memory figure, %4 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 on %2, context of %Ln token; usable GPU memory %3 %4</numerusform>
            <numerusform>%1 on %2, context of %Ln tokens; usable GPU memory %3 %4</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 on the CPU without a GPU, context of %Ln token(s); system RAM a model may take %2 %3</source>
        <extracomment>%2 the system RAM a model may take (three quarters of it), %3 its unit (GB)</extracomment>
        <translation>
            <numerusform>%1 on the CPU without a GPU, context of %Ln token; system RAM a model may take %2 %3</numerusform>
            <numerusform>%1 on the CPU without a GPU, context of %Ln tokens; system RAM a model may take %2 %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message numerus="yes">
        <source>Only the %n model(s) the last import added or changed</source>
        <translation>
            <numerusform>Only the model the last import added or changed</numerusform>
            <numerusform>Only the %n models the last import added or changed</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>FilterSummary</name>
    <message numerus="yes">
        <source>%1 of %Ln model(s)</source>
        <comment>status line: shown of total</comment>
        <translation>
            <numerusform>%1 of %Ln model</numerusform>
            <numerusform>%1 of %Ln models</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Formatter</name>
    <message numerus="yes">
        <source>%Ln hour(s)</source>
        <translation>
            <numerusform>%Ln hour</numerusform>
            <numerusform>%Ln hours</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 billion</source>
        <translation>
            <numerusform>%1 billion</numerusform>
            <numerusform>%1 billion</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 million</source>
        <translation>
            <numerusform>%1 million</numerusform>
            <numerusform>%1 million</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HardwareControls</name>
    <message numerus="yes">
        <source>%1 did not answer within %n second(s) and was stopped.</source>
        <translation>
            <numerusform>%1 did not answer within %n second and was stopped.</numerusform>
            <numerusform>%1 did not answer within %n seconds and was stopped.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HardwareTexts</name>
    <message numerus="yes">
        <source>KV cache for %Ln token(s) of context: approximate, because the architecture is not on record (a typical grouped-query layout is assumed).</source>
        <translation>
            <numerusform>KV cache for %Ln token of context: approximate, because the architecture is not on record (a typical grouped-query layout is assumed).</numerusform>
            <numerusform>KV cache for %Ln tokens of context: approximate, because the architecture is not on record (a typical grouped-query layout is assumed).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at %2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layer(s): about %5 tokens/s expected, %6–%7 in practice.</source>
        <translation>
            <numerusform>Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at %2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layer: about %5 tokens/s expected, %6–%7 in practice.</numerusform>
            <numerusform>Speed: each token reads about %1 GB (the weights once, plus the KV cache filled so far) at %2 GB/s with an efficiency of %3, plus a fixed %4 ms per token for %Ln layers: about %5 tokens/s expected, %6–%7 in practice.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Context that fits on the GPU beside these weights: %Ln token(s).</source>
        <translation>
            <numerusform>Context that fits on the GPU beside these weights: %Ln token.</numerusform>
            <numerusform>Context that fits on the GPU beside these weights: %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>With %n identical GPUs the memory adds up, but the speed does not multiply: the layers run one card after another.</source>
        <translation>
            <numerusform>With %n identical GPUs the memory adds up, but the speed does not multiply: the layers run one card after another.</numerusform>
            <numerusform>With %n identical GPUs the memory adds up, but the speed does not multiply: the layers run one card after another.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 — %Ln chip(s)</source>
        <translation>
            <numerusform>%1 — %Ln chip</numerusform>
            <numerusform>%1 — %Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… and %n more model(s).</source>
        <translation>
            <numerusform>… and %n more model.</numerusform>
            <numerusform>… and %n more models.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</source>
        <extracomment>%3 is a compute type, FP16 or INT8</extracomment>
        <translation>
            <numerusform>Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</numerusform>
            <numerusform>Prompt: about %1 GFLOP per token at %2 TFLOPS (%3) with an efficiency of %4: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Prompt: about %1 GFLOP per token. This device&apos;s matrix throughput is not published; llama.cpp measurements of its family reach about %2 FLOP per byte of memory bandwidth, %3 TFLOPS at %4 GB/s: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</source>
        <translation>
            <numerusform>Prompt: about %1 GFLOP per token. This device&apos;s matrix throughput is not published; llama.cpp measurements of its family reach about %2 FLOP per byte of memory bandwidth, %3 TFLOPS at %4 GB/s: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</numerusform>
            <numerusform>Prompt: about %1 GFLOP per token. This device&apos;s matrix throughput is not published; llama.cpp measurements of its family reach about %2 FLOP per byte of memory bandwidth, %3 TFLOPS at %4 GB/s: about %5 tokens/s (%6–%7); the first token of a %Ln-token prompt after about %8 s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 × %2 (example; choose yours), %3 in all, run %4 of %n open-weight model(s) entirely on the GPU.</source>
        <extracomment>%1 × %2: count × the example card&apos;s short name; %3 its memory in all</extracomment>
        <translation>
            <numerusform>%1 × %2 (example; choose yours), %3 in all, run %4 of %n open-weight model entirely on the GPU.</numerusform>
            <numerusform>%1 × %2 (example; choose yours), %3 in all, run %4 of %n open-weight models entirely on the GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>An %1 (example; choose yours) with %2 runs %3 of %n open-weight model(s) entirely on the GPU.</source>
        <extracomment>%1 is the example card&apos;s short name (&quot;RTX 4090&quot;), %2 its memory</extracomment>
        <translation>
            <numerusform>An %1 (example; choose yours) with %2 runs %3 of %n open-weight model entirely on the GPU.</numerusform>
            <numerusform>An %1 (example; choose yours) with %2 runs %3 of %n open-weight models entirely on the GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 × %2 (%3 in all) run %4 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Your %1 × %2 (%3 in all) run %4 of %n open-weight model entirely on the GPU.</numerusform>
            <numerusform>Your %1 × %2 (%3 in all) run %4 of %n open-weight models entirely on the GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 runs %2 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Your %1 runs %2 of %n open-weight model entirely on the GPU.</numerusform>
            <numerusform>Your %1 runs %2 of %n open-weight models entirely on the GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Your %1 (%2) runs %3 of %n open-weight model(s) entirely on the GPU.</source>
        <translation>
            <numerusform>Your %1 (%2) runs %3 of %n open-weight model entirely on the GPU.</numerusform>
            <numerusform>Your %1 (%2) runs %3 of %n open-weight models entirely on the GPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %2 models meet your minimums (%1), those not entirely on the GPU included, and come first, the largest first.</source>
        <extracomment>%Ln models of the %2 sized ones; %1 the minimums (&quot;quality Good or better, at least 10 tokens/s&quot;)</extracomment>
        <translation>
            <numerusform>%Ln of the %2 models meets your minimums (%1), those not entirely on the GPU included, and comes first.</numerusform>
            <numerusform>%Ln of the %2 models meet your minimums (%1), those not entirely on the GPU included, and come first, the largest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without a GPU, your %1 of system RAM (%2 for a model) runs %3 of %n open-weight model(s) on the CPU.</source>
        <extracomment>%1 the system RAM (a memory figure and its unit), %2 what a model may take of it, %3 how many models fit in that</extracomment>
        <translation>
            <numerusform>Without a GPU, your %1 of system RAM (%2 for a model) runs %3 of %n open-weight model on the CPU.</numerusform>
            <numerusform>Without a GPU, your %1 of system RAM (%2 for a model) runs %3 of %n open-weight models on the CPU.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln of the %2 models meet your minimums (%1) on the CPU, and come first, the largest first.</source>
        <translation>
            <numerusform>%Ln of the %2 models meets your minimums (%1) on the CPU, and comes first.</numerusform>
            <numerusform>%Ln of the %2 models meet your minimums (%1) on the CPU, and come first, the largest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Context that fits in that share of system RAM beside these weights: %Ln token(s).</source>
        <translation>
            <numerusform>Context that fits in that share of system RAM beside these weights: %Ln token.</numerusform>
            <numerusform>Context that fits in that share of system RAM beside these weights: %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) left out: %1, %2, %3, %4.</source>
        <translation>
            <numerusform>%Ln model left out: %1, %2, %3, %4.</numerusform>
            <numerusform>%Ln models left out: %1, %2, %3, %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln weights not published</source>
        <translation>
            <numerusform>%Ln weights not published</numerusform>
            <numerusform>%Ln weights not published</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln access not on record</source>
        <translation>
            <numerusform>%Ln access not on record</numerusform>
            <numerusform>%Ln access not on record</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln not writing text (image, speech, biology, encoders…)</source>
        <translation>
            <numerusform>%Ln not writing text (image, speech, biology, encoders…)</numerusform>
            <numerusform>%Ln not writing text (image, speech, biology, encoders…)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln unknown size</source>
        <translation>
            <numerusform>%Ln unknown size</numerusform>
            <numerusform>%Ln unknown size</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HardwareView</name>
    <message numerus="yes">
        <source>%1 of %Ln model(s) on %2</source>
        <extracomment>%1 of %2 models shown; %3 is the device (&quot;an RTX 4090 (example)&quot;, &quot;2 × RTX 4090 (example)&quot; or its name)</extracomment>
        <translation>
            <numerusform>%1 of %Ln model on %2</numerusform>
            <numerusform>%1 of %Ln models on %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln model(s) on the CPU, without a GPU</source>
        <extracomment>%1 of %Ln models shown, on a computer without a GPU</extracomment>
        <translation>
            <numerusform>%1 of %Ln model on the CPU, without a GPU</numerusform>
            <numerusform>%1 of %Ln models on the CPU, without a GPU</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message numerus="yes">
        <source>… and %Ln more</source>
        <translation>
            <numerusform>… and %Ln more</numerusform>
            <numerusform>… and %Ln more</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Import complete: %Ln row(s) read.</source>
        <translation>
            <numerusform>Import complete: %Ln row read.</numerusform>
            <numerusform>Import complete: %Ln rows read.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln model to %1</numerusform>
            <numerusform>Exported %Ln models to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) written to %1</source>
        <translation>
            <numerusform>%Ln model written to %1</numerusform>
            <numerusform>%Ln models written to %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelHardwareTable</name>
    <message numerus="yes">
        <source>At %1 it needs about %2 GB with a context of %Ln token(s): a single %3 runs it entirely on the GPU. The box at the top of this page lists every quantization.</source>
        <translation>
            <numerusform>At %1 it needs about %2 GB with a context of %Ln token: a single %3 runs it entirely on the GPU. The box at the top of this page lists every quantization.</numerusform>
            <numerusform>At %1 it needs about %2 GB with a context of %Ln tokens: a single %3 runs it entirely on the GPU. The box at the top of this page lists every quantization.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Tokens/s: low–high (expected). First token: after a prompt of %Ln token(s).</source>
        <translation>
            <numerusform>Tokens/s: low–high (expected). First token: after a prompt of %Ln token.</numerusform>
            <numerusform>Tokens/s: low–high (expected). First token: after a prompt of %Ln tokens.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>For a context of %Ln token(s); %1.</source>
        <extracomment>%1 says which GB the figures are in</extracomment>
        <translation>
            <numerusform>For a context of %Ln token; %1.</numerusform>
            <numerusform>For a context of %Ln tokens; %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPage</name>
    <message numerus="yes">
        <source>%n note(s) could not be saved: %1. They are kept here and saved as soon as the catalogue can be written.</source>
        <translation>
            <numerusform>The note could not be saved: %1. It is kept here and saved as soon as the catalogue can be written.</numerusform>
            <numerusform>%n notes could not be saved: %1. They are kept here and saved as soon as the catalogue can be written.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelPageBuilder</name>
    <message numerus="yes">
        <source>%n layer(s)</source>
        <translation>
            <numerusform>%n layer</numerusform>
            <numerusform>%n layers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n attention head(s)</source>
        <translation>
            <numerusform>%n attention head</numerusform>
            <numerusform>%n attention heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n KV head(s)</source>
        <translation>
            <numerusform>%n KV head</numerusform>
            <numerusform>%n KV heads</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>context of %Ln token(s)</source>
        <translation>
            <numerusform>context of %Ln token</numerusform>
            <numerusform>context of %Ln tokens</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ModelQuestions</name>
    <message numerus="yes">
        <source>It is catalogued in %n domain(s): %1.</source>
        <translation>
            <numerusform>It is catalogued in %n domain: %1.</numerusform>
            <numerusform>It is catalogued in %n domains: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its record lists %n task(s): %1.</source>
        <translation>
            <numerusform>Its record lists %n task: %1.</numerusform>
            <numerusform>Its record lists %n tasks: %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>It was trained on %1 (%Ln chip(s)).</source>
        <translation>
            <numerusform>It was trained on %1 (%Ln chip).</numerusform>
            <numerusform>It was trained on %1 (%Ln chips).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsOnCommand</name>
    <message numerus="yes">
        <source>First token after %Ln prompt token(s), s</source>
        <translation>
            <numerusform>First token after %Ln prompt token, s</numerusform>
            <numerusform>First token after %Ln prompt tokens, s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 runs %2 of %Ln open-weight model(s) entirely on the GPU, with %3.</source>
        <extracomment>%3 is &quot;a context of 8,192 tokens&quot;</extracomment>
        <translation>
            <numerusform>%1 runs %2 of %Ln open-weight model entirely on the GPU, with %3.</numerusform>
            <numerusform>%1 runs %2 of %Ln open-weight models entirely on the GPU, with %3.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>a context of %Ln token(s)</source>
        <extracomment>%3 is &quot;a context of 8,192 tokens&quot; completes &quot;… entirely on the GPU, with %3.&quot; and &quot;… on the CPU, with %3.&quot;</extracomment>
        <translation>
            <numerusform>a context of %Ln token</numerusform>
            <numerusform>a context of %Ln tokens</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) were estimated at their own maximum context, below the %1 tokens asked for.</source>
        <translation>
            <numerusform>%n model was estimated at its own maximum context, below the %1 tokens asked for.</numerusform>
            <numerusform>%n models were estimated at their own maximum context, below the %1 tokens asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) whose maximum context is not on record were estimated at %1 tokens, the most the estimate assumes, not at the %2 asked for.</source>
        <translation>
            <numerusform>%n model whose maximum context is not on record was estimated at %1 tokens, the most the estimate assumes, not at the %2 asked for.</numerusform>
            <numerusform>%n models whose maximum context is not on record were estimated at %1 tokens, the most the estimate assumes, not at the %2 asked for.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s), those not entirely on the GPU included, and come first, the largest first.</source>
        <translation>
            <numerusform>%n of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s), those not entirely on the GPU included, and comes first.</numerusform>
            <numerusform>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s), those not entirely on the GPU included, and come first, the largest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU, and come first, the largest first.</source>
        <translation>
            <numerusform>%n of the %3 models meets the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU, and comes first.</numerusform>
            <numerusform>%n of the %3 models meet the minimums (quality: %1 or better; at least %2 tokens/s) on the CPU, and come first, the largest first.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Without a GPU, %1 of system RAM (%2 for a model) runs %3 of %Ln open-weight model(s) on the CPU, with %4.</source>
        <extracomment>%1 the system RAM and %2 what a model may take of it (memory figures with their unit, GB), %3 how many models fit in that, %4 &quot;a context of 8,192 tokens&quot;</extracomment>
        <translation>
            <numerusform>Without a GPU, %1 of system RAM (%2 for a model) runs %3 of %Ln open-weight model on the CPU, with %4.</numerusform>
            <numerusform>Without a GPU, %1 of system RAM (%2 for a model) runs %3 of %Ln open-weight models on the CPU, with %4.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln model(s) left out: %1 with weights not published, %4 whose access is not on record, %2 that do not write text (image, speech, biology, encoder and embedding models…), %3 of unknown size</source>
        <translation>
            <numerusform>%Ln model left out: %1 with weights not published, %4 whose access is not on record, %2 that do not write text (image, speech, biology, encoder and embedding models…), %3 of unknown size</numerusform>
            <numerusform>%Ln models left out: %1 with weights not published, %4 whose access is not on record, %2 that do not write text (image, speech, biology, encoder and embedding models…), %3 of unknown size</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RunsOnModel</name>
    <message numerus="yes">
        <source>Time to first token, in seconds, for a prompt of %Ln token(s): the prompt at the estimated prompt speed, then one generated token</source>
        <translation>
            <numerusform>Time to first token, in seconds, for a prompt of %Ln token: the prompt at the estimated prompt speed, then one generated token</numerusform>
            <numerusform>Time to first token, in seconds, for a prompt of %Ln tokens: the prompt at the estimated prompt speed, then one generated token</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ShortList</name>
    <message numerus="yes">
        <source>and %n more</source>
        <extracomment>after the first ten names of a list (authors, devices): how many more there are</extracomment>
        <translation>
            <numerusform>and %n more</numerusform>
            <numerusform>and %n more</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SpeedEstimator</name>
    <message numerus="yes">
        <source>Constants of the %1 family, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Constants of the %1 family, fitted on %n published llama.cpp measurement.</numerusform>
            <numerusform>Constants of the %1 family, fitted on %n published llama.cpp measurements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No measurements of the %1 family: constants of %2 in general, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>No measurements of the %1 family: constants of %2 in general, fitted on %n published llama.cpp measurement.</numerusform>
            <numerusform>No measurements of the %1 family: constants of %2 in general, fitted on %n published llama.cpp measurements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>This device belongs to no calibrated family: the general model, fitted on %n published llama.cpp measurement(s) of every kind of hardware.</source>
        <translation>
            <numerusform>This device belongs to no calibrated family: the general model, fitted on %n published llama.cpp measurement of every kind of hardware.</numerusform>
            <numerusform>This device belongs to no calibrated family: the general model, fitted on %n published llama.cpp measurements of every kind of hardware.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No measurements of the %1 family or its vendor: the general model, fitted on %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>No measurements of the %1 family or its vendor: the general model, fitted on %n published llama.cpp measurement.</numerusform>
            <numerusform>No measurements of the %1 family or its vendor: the general model, fitted on %n published llama.cpp measurements.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Constants of the %1 family, with this device&apos;s own factor from %n published llama.cpp measurement(s).</source>
        <translation>
            <numerusform>Constants of the %1 family, with this device&apos;s own factor from %n published llama.cpp measurement.</numerusform>
            <numerusform>Constants of the %1 family, with this device&apos;s own factor from %n published llama.cpp measurements.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message numerus="yes">
        <source>Exported %Ln model(s) to %1</source>
        <translation>
            <numerusform>Exported %Ln model to %1</numerusform>
            <numerusform>Exported %Ln models to %1</numerusform>
        </translation>
    </message>
</context>
</TS>
