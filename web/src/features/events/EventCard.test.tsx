import { screen, within } from '@testing-library/react';
import { makeEvent } from '../catalogue/fixtures.testing';
import { renderApp } from '../../testing/render';
import { EventCard } from './EventCard';

const card = () => screen.getByRole('article', { name: 'Summer Smackdown' });

describe('an event card', () => {
  it('given an event on a later league day, then it says Upcoming in words and No videos yet', () => {
    renderApp(<EventCard event={makeEvent({ eventDate: '2027-01-18T02:00:00.000Z', videoCount: 0 })} today="2027-01-10" />);
    expect(within(card()).getByText('Upcoming')).toBeInTheDocument();
    expect(within(card()).getByText('No videos yet')).toBeInTheDocument();
  });

  it("given tonight's event, then it says Today, not Upcoming", () => {
    renderApp(<EventCard event={makeEvent({ eventDate: '2027-01-18T02:00:00.000Z', videoCount: 1 })} today="2027-01-17" />);
    expect(within(card()).getByText('Today')).toBeInTheDocument();
    expect(within(card()).queryByText('Upcoming')).not.toBeInTheDocument();
    expect(within(card()).getByText('1 video')).toBeInTheDocument();
  });

  it('given a past event with battles, then it has no badge and counts its videos', () => {
    renderApp(<EventCard event={makeEvent({ eventDate: '2025-06-14T19:00:00.000Z', videoCount: 3 })} today="2027-01-17" />);
    expect(within(card()).queryByText(/^(Upcoming|Today)$/)).not.toBeInTheDocument();
    expect(within(card()).getByText('3 videos')).toBeInTheDocument();
  });

  it('given an undated event, then it shows TBA and no badge', () => {
    renderApp(<EventCard event={makeEvent({ eventDate: null, videoCount: 2 })} today="2027-01-17" />);
    expect(within(card()).getByText('TBA')).toBeInTheDocument();
    expect(within(card()).queryByText(/^(Upcoming|Today)$/)).not.toBeInTheDocument();
    expect(within(card()).getByText('2 videos')).toBeInTheDocument();
  });
});
