/**
 * The metric calls of pp-home and pp-analytics (spec 002 §7, API-63..77): the calls half. The
 * engagement families on the metrics service, the revenue family on the reporting service, the
 * account lists on the accounts service. Every metric call is a form-encoded POST (HOME-08).
 */
import { calls } from '../define'

export const metricCalls = calls({
  questionAnsweredDetailed: {
    id: 'API-63',
    service: 'metrics',
    method: 'POST',
    path: '/questionAnswered/detailed',
    summary: 'The total, the series by day and the table of answers',
  },
  questionAnsweredTotal: {
    id: 'API-65',
    service: 'metrics',
    method: 'POST',
    path: '/questionAnswered/total',
    summary: 'The total of answers, with the previous period',
  },
  questionAnsweredExport: {
    id: 'API-75',
    service: 'metrics',
    method: 'POST',
    path: '/questionAnswered/export',
    summary: 'The answers per day and breakdown key, as CSV',
  },
  embedLoadDetailed: {
    id: 'API-66',
    service: 'metrics',
    method: 'POST',
    path: '/embedLoad/detailed',
    summary: 'The total, the series by day and the table of loads and in-view percent',
  },
  embedLoadTotal: {
    id: 'API-67',
    service: 'metrics',
    method: 'POST',
    path: '/embedLoad/total',
    summary: 'The total of loads and in-view percent, with the previous period',
  },
  embedLoadExport: {
    id: 'API-75',
    service: 'metrics',
    method: 'POST',
    path: '/embedLoad/export',
    summary: 'The loads and in-view percent per day and breakdown key, as CSV',
  },
  uniqueEngagedUsersDetailed: {
    id: 'API-68',
    service: 'metrics',
    method: 'POST',
    path: '/uniqueEngagedUsers/detailed',
    summary: 'The total, the series by day and the table of unique engaged users',
  },
  uniqueEngagedUsersTotal: {
    id: 'API-69',
    service: 'metrics',
    method: 'POST',
    path: '/uniqueEngagedUsers/total',
    summary: 'The total of unique engaged users, with the previous period',
  },
  uniqueEngagedUsersExport: {
    id: 'API-75',
    service: 'metrics',
    method: 'POST',
    path: '/uniqueEngagedUsers/export',
    summary: 'The unique engaged users per day and breakdown key, as CSV',
  },
  storyClickedDetailed: {
    id: 'API-70',
    service: 'metrics',
    method: 'POST',
    path: '/storyClicked/detailed',
    summary: 'The total, the series by day and the table of story clicks',
  },
  storyClickedTotal: {
    id: 'API-72',
    service: 'metrics',
    method: 'POST',
    path: '/storyClicked/total',
    summary: 'The total of story clicks, with the previous period',
  },
  storyClickedExport: {
    id: 'API-75',
    service: 'metrics',
    method: 'POST',
    path: '/storyClicked/export',
    summary: 'The story clicks per day and breakdown key, as CSV',
  },
  topQuestions: {
    id: 'API-64',
    service: 'metrics',
    method: 'POST',
    path: '/questionAnswered/top-questions',
    summary: 'The most answered questions of the range',
  },
  topStories: {
    id: 'API-71',
    service: 'metrics',
    method: 'POST',
    path: '/storyClicked/top-stories',
    summary: 'The most clicked stories of the range',
  },
  revenueDetail: {
    id: 'API-73',
    service: 'reporting',
    method: 'POST',
    path: '/revenue/detail',
    summary: 'Revenue, impressions and CPM: the total, the series by day and the table',
  },
  revenueTotal: {
    id: 'API-74',
    service: 'reporting',
    method: 'POST',
    path: '/revenue/total',
    summary: 'Revenue, impressions and CPM totals, with the previous period',
  },
  revenueExport: {
    id: 'API-75',
    service: 'reporting',
    method: 'POST',
    path: '/revenue/export',
    summary: 'Impressions, revenue and CPM per day and breakdown key, as CSV',
  },
  stories: {
    id: 'API-76',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/stories',
    summary: "The account's stories (story cards of its embeds), content UUID → title",
  },
  countries: {
    id: 'API-77',
    service: 'accounts',
    method: 'GET',
    path: '/accounts/:accountUUID/countries',
    summary: 'The countries with engagement or ad data in the range, code → name',
  },
})
