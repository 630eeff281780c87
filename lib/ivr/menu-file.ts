// menu.txt, delivered with a set's files: each file with its prompt's name and text, then every
// menu's keys and where they lead, in the tree's language. Server-side (orders, delivery): it
// carries all seven languages' headings and key names.
import type { Locale } from '../i18n/locales';
import { ivrFileBases } from './files';
import { spokenKey } from './menu-text';
import { ivrPhrases } from './phrases';
import { promptsInCallOrder, type IvrTree } from './tree';

const headings: Record<
  Locale,
  {
    files: string;
    menu: string;
    key: string;
    goesTo: string;
    operator: string;
    voicemail: string;
    asterisk: string;
    timeout: string;
  }
> = {
  en: {
    files: 'Files',
    menu: 'Menu',
    key: 'Key',
    goesTo: 'goes to',
    operator: 'Operator (the dialplan’s operator extension)',
    voicemail: 'Voicemail (no prompt of its own)',
    asterisk:
      'extensions_custom.conf: the dialplan for Asterisk / FreePBX. FreePBX rewrites extensions.conf on every Apply Config but includes extensions_custom.conf; copy it to /etc/asterisk/ (steps at its top). Targets marked PLACEHOLDERS there still need your extensions.',
    timeout: 'Wait for a key: {s} s, {n} tries, then voicemail',
  },
  de: {
    files: 'Dateien',
    menu: 'Menü',
    key: 'Taste',
    goesTo: 'führt zu',
    operator: 'Zentrale (Durchwahl „operator“ im Wählplan)',
    voicemail: 'Mailbox (ohne eigene Ansage)',
    asterisk:
      'extensions_custom.conf: der Wählplan für Asterisk / FreePBX. FreePBX überschreibt extensions.conf bei jedem Apply Config, bindet extensions_custom.conf aber ein; kopieren Sie die Datei nach /etc/asterisk/ (Schritte am Dateianfang). Dort als PLACEHOLDERS markierte Ziele brauchen noch Ihre Durchwahlen.',
    timeout: 'Warten auf Eingabe: {s} s, {n} Versuche, dann Mailbox',
  },
  el: {
    files: 'Αρχεία',
    menu: 'Μενού',
    key: 'Πλήκτρο',
    goesTo: 'οδηγεί σε',
    operator: 'Τηλεφωνικό κέντρο (εσωτερικό «operator» στο σχέδιο κλήσεων)',
    voicemail: 'Τηλεφωνητής (χωρίς δικό του μήνυμα)',
    asterisk:
      'extensions_custom.conf: το σχέδιο κλήσεων για Asterisk / FreePBX. Το FreePBX ξαναγράφει το extensions.conf σε κάθε Apply Config, αλλά συμπεριλαμβάνει το extensions_custom.conf· αντιγράψτε το στο /etc/asterisk/ (βήματα στην αρχή του). Οι προορισμοί με την ένδειξη PLACEHOLDERS χρειάζονται ακόμη τα εσωτερικά σας.',
    timeout: 'Αναμονή πλήκτρου: {s} δευτ., {n} προσπάθειες, μετά τηλεφωνητής',
  },
  es: {
    files: 'Archivos',
    menu: 'Menú',
    key: 'Tecla',
    goesTo: 'lleva a',
    operator: 'Centralita (extensión «operator» del plan de marcación)',
    voicemail: 'Buzón de voz (sin mensaje propio)',
    asterisk:
      'extensions_custom.conf: el plan de marcación para Asterisk / FreePBX. FreePBX reescribe extensions.conf en cada Apply Config, pero incluye extensions_custom.conf; cópielo en /etc/asterisk/ (pasos al principio del archivo). Los destinos marcados como PLACEHOLDERS aún necesitan sus extensiones.',
    timeout: 'Espera de tecla: {s} s, {n} intentos, luego buzón de voz',
  },
  fr: {
    files: 'Fichiers',
    menu: 'Menu',
    key: 'Touche',
    goesTo: 'mène à',
    operator: 'Standard (extension « operator » du plan de numérotation)',
    voicemail: 'Messagerie (sans annonce propre)',
    asterisk:
      'extensions_custom.conf : le plan de numérotation pour Asterisk / FreePBX. FreePBX réécrit extensions.conf à chaque Apply Config mais inclut extensions_custom.conf ; copiez-le dans /etc/asterisk/ (étapes en tête du fichier). Les destinations marquées PLACEHOLDERS attendent encore vos extensions.',
    timeout: 'Attente d’une touche : {s} s, {n} essais, puis messagerie',
  },
  it: {
    files: 'File',
    menu: 'Menu',
    key: 'Tasto',
    goesTo: 'porta a',
    operator: 'Centralino (interno «operator» del piano di chiamata)',
    voicemail: 'Segreteria (senza annuncio proprio)',
    asterisk:
      'extensions_custom.conf: il piano di chiamata per Asterisk / FreePBX. FreePBX riscrive extensions.conf a ogni Apply Config ma include extensions_custom.conf; lo copi in /etc/asterisk/ (passi all’inizio del file). Le destinazioni segnate PLACEHOLDERS attendono ancora i Suoi interni.',
    timeout: 'Attesa del tasto: {s} s, {n} tentativi, poi segreteria',
  },
  pt: {
    files: 'Ficheiros',
    menu: 'Menu',
    key: 'Tecla',
    goesTo: 'leva a',
    operator: 'Central telefónica (extensão «operator» do plano de marcação)',
    voicemail: 'Correio de voz (sem mensagem própria)',
    asterisk:
      'extensions_custom.conf: o plano de marcação para Asterisk / FreePBX. O FreePBX reescreve extensions.conf em cada Apply Config, mas inclui extensions_custom.conf; copie-o para /etc/asterisk/ (passos no início do ficheiro). Os destinos marcados como PLACEHOLDERS ainda precisam das suas extensões.',
    timeout: 'Espera por tecla: {s} s, {n} tentativas, depois correio de voz',
  },
};

/** menu.txt: each file with its prompt's name and text, then every menu's keys and where they lead. */
export function menuText(tree: IvrTree, extension: string, asterisk = false): string {
  const h = headings[tree.locale];
  const bases = ivrFileBases(tree);
  const file = (promptId: string) => `${bases.get(promptId) ?? promptId}.${extension}`;
  const lines = [`${h.files}`, ''];
  for (const prompt of promptsInCallOrder(tree)) {
    lines.push(
      `${file(prompt.id)}  —  ${prompt.title}`,
      `    ${prompt.text.replace(/\s+/g, ' ').trim()}`,
      '',
    );
  }
  for (const menu of tree.menus) {
    const title = tree.prompts.find((p) => p.id === menu.promptId)?.title ?? menu.id;
    lines.push(`${h.menu}: ${title} (${file(menu.promptId)})`);
    for (const option of menu.options) {
      const action = option.action;
      const target =
        action.type === 'department'
          ? file(action.promptId)
          : action.type === 'submenu'
            ? `${h.menu}: ${tree.menus.find((m) => m.id === action.menuId)?.id ?? action.menuId}`
            : action.type === 'voicemail'
              ? tree.voicemailPromptId
                ? file(tree.voicemailPromptId)
                : h.voicemail
              : action.type === 'operator'
                ? h.operator
                : file(menu.promptId);
      lines.push(
        `  ${h.key} ${option.key} (${spokenKey(option.key, ivrPhrases[tree.locale])}): ${option.label} ${h.goesTo} ${target}`,
      );
    }
    lines.push('');
  }
  lines.push(h.timeout.replace('{s}', String(tree.timeoutSeconds)).replace('{n}', String(tree.retries)), '');
  if (asterisk) lines.push(h.asterisk, '');
  return lines.join('\n');
}
