import styled from 'styled-components';

/**
 * The player's frame. Rules are doubled (&&) so they beat a host's own `video { … }` rules
 * (the player view's stage styles every <video> below it).
 */
export const Frame = styled.div`
  position: relative;
  overflow: hidden;
  background: #000;
  color: #fff;
  border-radius: ${({ theme }) => theme.radii.md};
  ${({ theme }) => theme.media.mobile} { border-radius: 0; }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  &&[data-controls='hidden'] { cursor: none; }
  && video {
    display: block;
    width: 100%;
    max-height: calc(100vh - 140px);
    aspect-ratio: 16 / 9;
    object-fit: contain;
    background: #000;
    border-radius: 0;
  }
  &&[data-mode='theater'] { border-radius: 0; }
  &&[data-mode='theater'] video { max-height: calc(100vh - 72px); }
  &&[data-mode='fullscreen'] {
    display: flex;
    align-items: center;
    width: 100%;
    height: 100%;
    border-radius: 0;
  }
  &&[data-mode='fullscreen'] video { height: 100%; max-height: none; aspect-ratio: auto; }
`;

export const Center = styled.div`
  position: absolute;
  inset: 0;
  z-index: 1;
  display: grid;
  place-items: center;
  pointer-events: none;
  .badge {
    display: grid;
    place-items: center;
    width: 68px;
    height: 68px;
    border-radius: 50%;
    background: rgba(0, 0, 0, 0.55);
    color: ${({ theme }) => theme.colors.gold};
  }
  .error {
    margin: 0 1rem;
    padding: 0.6rem 1rem;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: rgba(0, 0, 0, 0.75);
    font-weight: 700;
    text-align: center;
  }
`;
