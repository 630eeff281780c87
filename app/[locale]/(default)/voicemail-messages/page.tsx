import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('voicemail-messages');

export default function Page({ params }: PageProps<'/[locale]/voicemail-messages'>) {
  return <LandingPage slug="voicemail-messages" params={params} />;
}
