// Google Cloud Text-to-Speech voices per site language (names as in GET v1/voices). Neural2 where
// Google has it, WaveNet otherwise; Google offers Greek in a female voice only.
import type { ShortlistEntry } from './shortlist';

export const googleShortlist: readonly ShortlistEntry[] = [
  { locale: 'en-US', voice: 'en-US-Neural2-F', name: 'Fiona', gender: 'female' },
  { locale: 'en-US', voice: 'en-US-Neural2-D', name: 'Daniel', gender: 'male' },
  { locale: 'en-US', voice: 'en-US-Neural2-C', name: 'Claire', gender: 'female' },
  { locale: 'en-US', voice: 'en-US-Neural2-J', name: 'Jack', gender: 'male' },
  { locale: 'de-DE', voice: 'de-DE-Neural2-A', name: 'Anna', gender: 'female' },
  { locale: 'de-DE', voice: 'de-DE-Neural2-B', name: 'Bernd', gender: 'male' },
  { locale: 'de-DE', voice: 'de-DE-Neural2-C', name: 'Clara', gender: 'female' },
  { locale: 'de-DE', voice: 'de-DE-Neural2-D', name: 'Dieter', gender: 'male' },
  { locale: 'el-GR', voice: 'el-GR-Wavenet-A', name: 'Μαρία', gender: 'female' },
  { locale: 'es-ES', voice: 'es-ES-Neural2-A', name: 'Alicia', gender: 'female' },
  { locale: 'es-ES', voice: 'es-ES-Neural2-B', name: 'Bruno', gender: 'male' },
  { locale: 'es-ES', voice: 'es-ES-Neural2-C', name: 'Carmen', gender: 'female' },
  { locale: 'es-ES', voice: 'es-ES-Neural2-F', name: 'Fernando', gender: 'male' },
  { locale: 'fr-FR', voice: 'fr-FR-Neural2-A', name: 'Amélie', gender: 'female' },
  { locale: 'fr-FR', voice: 'fr-FR-Neural2-B', name: 'Baptiste', gender: 'male' },
  { locale: 'fr-FR', voice: 'fr-FR-Neural2-C', name: 'Chloé', gender: 'female' },
  { locale: 'fr-FR', voice: 'fr-FR-Neural2-D', name: 'Damien', gender: 'male' },
  { locale: 'it-IT', voice: 'it-IT-Neural2-A', name: 'Alessia', gender: 'female' },
  { locale: 'it-IT', voice: 'it-IT-Neural2-C', name: 'Carlo', gender: 'male' },
  { locale: 'it-IT', voice: 'it-IT-Wavenet-B', name: 'Bianca', gender: 'female' },
  { locale: 'it-IT', voice: 'it-IT-Wavenet-D', name: 'Davide', gender: 'male' },
  { locale: 'pt-PT', voice: 'pt-PT-Wavenet-A', name: 'Ana', gender: 'female' },
  { locale: 'pt-PT', voice: 'pt-PT-Wavenet-B', name: 'Bruno', gender: 'male' },
  { locale: 'pt-PT', voice: 'pt-PT-Wavenet-D', name: 'Daniela', gender: 'female' },
  { locale: 'pt-PT', voice: 'pt-PT-Wavenet-C', name: 'Carlos', gender: 'male' },
];
