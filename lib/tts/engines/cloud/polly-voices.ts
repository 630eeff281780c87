// Amazon Polly neural voices per site language (VoiceId as in DescribeVoices). Polly has no Greek
// voice, and one European Portuguese neural voice (Inês).
import type { ShortlistEntry } from './shortlist';

export const pollyShortlist: readonly ShortlistEntry[] = [
  { locale: 'en-US', voice: 'Joanna', name: 'Joanna', gender: 'female' },
  { locale: 'en-US', voice: 'Matthew', name: 'Matthew', gender: 'male' },
  { locale: 'en-US', voice: 'Ruth', name: 'Ruth', gender: 'female' },
  { locale: 'en-US', voice: 'Stephen', name: 'Stephen', gender: 'male' },
  { locale: 'de-DE', voice: 'Vicki', name: 'Vicki', gender: 'female' },
  { locale: 'de-DE', voice: 'Daniel', name: 'Daniel', gender: 'male' },
  { locale: 'es-ES', voice: 'Lucia', name: 'Lucía', gender: 'female' },
  { locale: 'es-ES', voice: 'Sergio', name: 'Sergio', gender: 'male' },
  { locale: 'fr-FR', voice: 'Lea', name: 'Léa', gender: 'female' },
  { locale: 'fr-FR', voice: 'Remi', name: 'Rémi', gender: 'male' },
  { locale: 'it-IT', voice: 'Bianca', name: 'Bianca', gender: 'female' },
  { locale: 'it-IT', voice: 'Adriano', name: 'Adriano', gender: 'male' },
  { locale: 'pt-PT', voice: 'Ines', name: 'Inês', gender: 'female' },
];
