#!/usr/bin/env Rscript
# Reference forecasts for issue 5's benchmark, from the software the targets name: R's
# forecast package (ets, auto.arima, thetaf) and R's prophet, as Debian packages them
# (apt-get install r-base-core r-cran-forecast r-cran-prophet r-cran-jsonlite).
#
#   Rscript scripts/reference/m3-reference.R METHOD INPUT.json OUTPUT.json
#
# METHOD: ets | auto.arima | thetaf | prophet | prophet-lbfgs (L-BFGS always, as Python Prophet
# and ours). INPUT is m3_monthly.json (or any file of the
# forecasting CLI's input format); OUTPUT has the CLI's output format, so
# `npm run bench:forecast -- --reference DIR` scores it beside our models on the same series.
# Prophet runs with its defaults (yearly seasonality on, weekly and daily off for monthly data,
# no holidays); its 80 % and 95 % bounds are quantiles of predictive_samples' 1000 paths.
# Numbers are written to 7 significant digits, which keeps the committed outputs in bench/reference
# small and changes no score.
suppressMessages({
  library(forecast)
  library(jsonlite)
})

args <- commandArgs(trailingOnly = TRUE)
if (length(args) != 3) stop("usage: m3-reference.R METHOD INPUT.json OUTPUT.json")
method <- args[[1]]
input <- fromJSON(args[[2]], simplifyVector = FALSE)
levels <- c(80, 95)

start_of <- function(s) {
  parts <- as.integer(strsplit(s$start, "-")[[1]])
  c(parts[[1]], parts[[2]])
}

bounds_from <- function(fc) {
  list(
    chosen = fc$method,
    mean = as.numeric(fc$mean),
    lo80 = as.numeric(fc$lower[, 1]), hi80 = as.numeric(fc$upper[, 1]),
    lo95 = as.numeric(fc$lower[, 2]), hi95 = as.numeric(fc$upper[, 2])
  )
}

# algorithm: NULL keeps R's choice (Newton below 100 points, else L-BFGS); "LBFGS" is Python
# Prophet's choice, and ours.
forecast_prophet <- function(s, y, algorithm = NULL) {
  suppressMessages(library(prophet))
  parts <- start_of(s)
  ds <- seq(as.Date(sprintf("%04d-%02d-01", parts[[1]], parts[[2]])), by = "month", length.out = length(y))
  history <- data.frame(ds = ds, y = as.numeric(y))
  m <- if (is.null(algorithm)) {
    suppressMessages(prophet(history))
  } else {
    suppressMessages(prophet(history, algorithm = algorithm))
  }
  future <- make_future_dataframe(m, periods = s$horizon, freq = "month")
  point <- predict(m, future)
  paths <- predictive_samples(m, future)$yhat
  ahead <- seq(length(y) + 1, length(y) + s$horizon)
  q <- function(p) apply(paths[ahead, , drop = FALSE], 1, quantile, probs = p, names = FALSE)
  list(
    mean = point$yhat[ahead],
    lo80 = q(0.10), hi80 = q(0.90), lo95 = q(0.025), hi95 = q(0.975)
  )
}

forecast_one <- function(s) {
  y <- ts(unlist(s$values), frequency = s$frequency, start = start_of(s))
  h <- s$horizon
  switch(method,
    "ets" = bounds_from(forecast(ets(y), h = h, level = levels)),
    "auto.arima" = bounds_from(forecast(auto.arima(y), h = h, level = levels)),
    "thetaf" = bounds_from(thetaf(y, h = h, level = levels)),
    "prophet" = forecast_prophet(s, y),
    "prophet-lbfgs" = forecast_prophet(s, y, algorithm = "LBFGS"),
    stop(paste("unknown method", method))
  )
}

set.seed(1)
results <- lapply(input$series, function(s) {
  began <- proc.time()[["elapsed"]]
  out <- tryCatch(forecast_one(s), error = function(e) list(error = conditionMessage(e)))
  out$id <- s$id
  out$seconds <- proc.time()[["elapsed"]] - began
  out
})

software <- if (startsWith(method, "prophet")) {
  paste("R prophet", packageVersion("prophet"))
} else {
  paste("R forecast", packageVersion("forecast"))
}
write_json(
  list(model = method, software = software, forecasts = results),
  args[[3]], auto_unbox = TRUE, digits = I(7)
)
cat(sprintf("%s: %d series written to %s\n", method, length(results), args[[3]]))
