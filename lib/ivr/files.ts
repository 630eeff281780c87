// How the prompts of a set are named in the ZIP and on the phone system: lowercase ASCII, no spaces,
// an index prefix in call order ("01-welcome", "03-appointments"), so a directory listing reads like
// the call; and menu.txt, which maps every file to its place in the tree.
import type { Locale } from '../i18n/locales';
import { slug } from '../orders/fulfilment/file-name';
import { spokenKey } from './menu-text';
import { promptsInCallOrder, type IvrTree } from './tree';

/** Base names (no extension) per prompt id, in call order. */
export function ivrFileBases(tree: IvrTree): Map<string, string> {
  const bases = new Map<string, string>();
  promptsInCallOrder(tree).forEach((prompt, index) => {
    const name = slug(prompt.title) === 'greeting' ? prompt.id : slug(prompt.title);
    bases.set(prompt.id, `${String(index + 1).padStart(2, '0')}-${name}`);
  });
  return bases;
}

const headings: Record<
  Locale,
  { files: string; menu: string; key: string; goesTo: string; operator: string; timeout: string }
> = {
  en: {
    files: 'Files',
    menu: 'Menu',
    key: 'Key',
    goesTo: 'goes to',
    operator: 'Operator (the dialplan’s operator extension)',
    timeout: 'Wait for a key: {s} s, {n} tries, then voicemail',
  },
  de: {
    files: 'Dateien',
    menu: 'Menü',
    key: 'Taste',
    goesTo: 'führt zu',
    operator: 'Zentrale (Durchwahl „operator“ im Wählplan)',
    timeout: 'Warten auf Eingabe: {s} s, {n} Versuche, dann Mailbox',
  },
  el: {
    files: 'Αρχεία',
    menu: 'Μενού',
    key: 'Πλήκτρο',
    goesTo: 'οδηγεί σε',
    operator: 'Τηλεφωνικό κέντρο (εσωτερικό «operator» στο σχέδιο κλήσεων)',
    timeout: 'Αναμονή πλήκτρου: {s} δευτ., {n} προσπάθειες, μετά τηλεφωνητής',
  },
  es: {
    files: 'Archivos',
    menu: 'Menú',
    key: 'Tecla',
    goesTo: 'lleva a',
    operator: 'Centralita (extensión «operator» del plan de marcación)',
    timeout: 'Espera de tecla: {s} s, {n} intentos, luego buzón de voz',
  },
  fr: {
    files: 'Fichiers',
    menu: 'Menu',
    key: 'Touche',
    goesTo: 'mène à',
    operator: 'Standard (extension « operator » du plan de numérotation)',
    timeout: 'Attente d’une touche : {s} s, {n} essais, puis messagerie',
  },
  it: {
    files: 'File',
    menu: 'Menu',
    key: 'Tasto',
    goesTo: 'porta a',
    operator: 'Centralino (interno «operator» del piano di chiamata)',
    timeout: 'Attesa del tasto: {s} s, {n} tentativi, poi segreteria',
  },
  pt: {
    files: 'Ficheiros',
    menu: 'Menu',
    key: 'Tecla',
    goesTo: 'leva a',
    operator: 'Central telefónica (extensão «operator» do plano de marcação)',
    timeout: 'Espera por tecla: {s} s, {n} tentativas, depois correio de voz',
  },
};

/** menu.txt: each file with its prompt's name and text, then every menu's keys and where they lead. */
export function menuText(tree: IvrTree, extension: string): string {
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
              ? file(tree.voicemailPromptId)
              : action.type === 'operator'
                ? h.operator
                : file(menu.promptId);
      lines.push(
        `  ${h.key} ${option.key} (${spokenKey(option.key, tree.locale)}): ${option.label} ${h.goesTo} ${target}`,
      );
    }
    lines.push('');
  }
  lines.push(h.timeout.replace('{s}', String(tree.timeoutSeconds)).replace('{n}', String(tree.retries)), '');
  return lines.join('\n');
}
