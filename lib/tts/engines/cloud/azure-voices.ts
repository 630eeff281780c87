// Azure AI Speech neural voices offered per site language (names as in GET voices/list ShortName).
// Greek and European Portuguese have fewer voices; the list holds what Azure offers there.
import type { ShortlistEntry } from './shortlist';

export const azureShortlist: readonly ShortlistEntry[] = [
  { locale: 'en-US', voice: 'en-US-JennyNeural', name: 'Jenny', gender: 'female' },
  { locale: 'en-US', voice: 'en-US-GuyNeural', name: 'Guy', gender: 'male' },
  { locale: 'en-US', voice: 'en-US-AriaNeural', name: 'Aria', gender: 'female' },
  { locale: 'en-US', voice: 'en-US-DavisNeural', name: 'Davis', gender: 'male' },
  { locale: 'de-DE', voice: 'de-DE-KatjaNeural', name: 'Katja', gender: 'female' },
  { locale: 'de-DE', voice: 'de-DE-ConradNeural', name: 'Conrad', gender: 'male' },
  { locale: 'de-DE', voice: 'de-DE-AmalaNeural', name: 'Amala', gender: 'female' },
  { locale: 'de-DE', voice: 'de-DE-KillianNeural', name: 'Killian', gender: 'male' },
  { locale: 'el-GR', voice: 'el-GR-AthinaNeural', name: 'Αθηνά', gender: 'female' },
  { locale: 'el-GR', voice: 'el-GR-NestorasNeural', name: 'Νέστορας', gender: 'male' },
  { locale: 'es-ES', voice: 'es-ES-ElviraNeural', name: 'Elvira', gender: 'female' },
  { locale: 'es-ES', voice: 'es-ES-AlvaroNeural', name: 'Álvaro', gender: 'male' },
  { locale: 'es-ES', voice: 'es-ES-AbrilNeural', name: 'Abril', gender: 'female' },
  { locale: 'es-ES', voice: 'es-ES-ArnauNeural', name: 'Arnau', gender: 'male' },
  { locale: 'fr-FR', voice: 'fr-FR-DeniseNeural', name: 'Denise', gender: 'female' },
  { locale: 'fr-FR', voice: 'fr-FR-HenriNeural', name: 'Henri', gender: 'male' },
  { locale: 'fr-FR', voice: 'fr-FR-EloiseNeural', name: 'Éloïse', gender: 'female' },
  { locale: 'fr-FR', voice: 'fr-FR-AlainNeural', name: 'Alain', gender: 'male' },
  { locale: 'it-IT', voice: 'it-IT-ElsaNeural', name: 'Elsa', gender: 'female' },
  { locale: 'it-IT', voice: 'it-IT-DiegoNeural', name: 'Diego', gender: 'male' },
  { locale: 'it-IT', voice: 'it-IT-IsabellaNeural', name: 'Isabella', gender: 'female' },
  { locale: 'it-IT', voice: 'it-IT-BenignoNeural', name: 'Benigno', gender: 'male' },
  { locale: 'pt-PT', voice: 'pt-PT-RaquelNeural', name: 'Raquel', gender: 'female' },
  { locale: 'pt-PT', voice: 'pt-PT-DuarteNeural', name: 'Duarte', gender: 'male' },
  { locale: 'pt-PT', voice: 'pt-PT-FernandaNeural', name: 'Fernanda', gender: 'female' },
];
