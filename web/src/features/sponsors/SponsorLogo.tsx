import { useState } from 'react';
import styled from 'styled-components';
import { nameInitials } from '../../lib/initials';

const Frame = styled.div`
  display: grid;
  place-items: center;
  height: 120px;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface2};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  img { max-width: 85%; max-height: 96px; object-fit: contain; }
`;

const Initials = styled.span`
  display: grid;
  place-items: center;
  width: 72px;
  height: 72px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.goldSoft};
  color: ${({ theme }) => theme.colors.gold};
  font-family: ${({ theme }) => theme.fonts.display};
  font-size: 1.8rem;
  letter-spacing: 0.04em;
`;

/** The sponsor's logo; its initials when there is none or it fails to load. */
export function SponsorLogo({ url, companyName }: { url: string | null; companyName: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <Frame>
      {url && !failed ? (
        <img src={url} alt={`${companyName} logo`} loading="lazy" onError={() => setFailed(true)} />
      ) : (
        <Initials aria-hidden="true" data-testid="logo-fallback">
          {nameInitials(companyName)}
        </Initials>
      )}
    </Frame>
  );
}
