import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('business-voicemail');

export default function Page({ params }: PageProps<'/[locale]/business-voicemail'>) {
  return <LandingPage slug="business-voicemail" params={params} />;
}
