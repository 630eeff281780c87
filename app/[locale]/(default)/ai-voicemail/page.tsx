import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('ai-voicemail');

export default function Page({ params }: PageProps<'/[locale]/ai-voicemail'>) {
  return <LandingPage slug="ai-voicemail" params={params} />;
}
