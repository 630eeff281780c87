import { LandingPage, landingMetadata, landingStaticParams } from '../_landing/landing-page';

export const dynamicParams = false;
export const generateStaticParams = landingStaticParams;
export const metadata = landingMetadata('personal-voicemail');

export default function Page({ params }: PageProps<'/[locale]/personal-voicemail'>) {
  return <LandingPage slug="personal-voicemail" params={params} />;
}
